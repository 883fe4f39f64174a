/**
 * Runs one bench child process (`node <script> ...args`): cold starts, warm loops and the load
 * generator each measure in a fresh process of their own. The child prints one result line,
 * `<prefix><JSON>`; anything else it writes is the measured function's own logging.
 */
import { spawn } from 'node:child_process';

export interface ChildRun {
  script: string;
  args?: readonly string[];
  /** The child's environment; the parent's when absent. */
  env?: NodeJS.ProcessEnv;
  /** Written to the child's stdin, which is closed afterwards; no stdin when absent. */
  input?: string;
  /** What starts the result line. */
  prefix: string;
  /** Names the run in an error ("cold start of getWallet"). */
  what: string;
}

export function runChild<T>(run: ChildRun): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [run.script, ...(run.args ?? [])], {
      env: run.env ?? process.env,
      stdio: [run.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // The function's own log lines (why a scenario got a 500) are otherwise dropped: BENCH_DEBUG_CHILD=1 shows them.
    if (process.env.BENCH_DEBUG_CHILD) child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(run.prefix));
      if (code !== 0 || !line) return reject(new Error(`${run.what} failed (exit ${code}):\n${(err + out).slice(-4000)}`));
      resolve(JSON.parse(line.slice(run.prefix.length)) as T);
    });
    if (run.input !== undefined) child.stdin!.end(run.input);
  });
}
