/**
 * The local stack as a child process, started the way a developer starts it (`node
 * infra/local/start.ts --quiet`, any free port, a state folder of its own, in memory): the tests'
 * global setup and the soak run against it. Resolves once start.ts has printed its script lines
 * (API, API key, Workspace) and written its state file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { ChildStartError, spawnChild, type SpawnedChild } from '#infra/local/child-process.ts';
import { REPO_ROOT } from '#infra/local/entry-loader.ts';
import { statePath, type LocalStackState } from '#infra/local/state-file.ts';

export interface StackProcessOptions {
  /** Added to this process's environment (PORT, LOCAL_STATE_DIR and LOCAL_DATA_DIR are set here). */
  env?: Record<string, string>;
  /** Prefix of the temporary state folder. */
  name?: string;
  /** Called once the child is spawned, before it has printed anything (to keep its output). */
  onSpawn?: (child: SpawnedChild) => void;
  /** Start it as a developer does, with `npm start` (npm, a shell, then start.ts), rather than with node directly. */
  viaNpm?: boolean;
}

export interface StackProcess {
  apiUrl: string;
  /** The seed workspace's full-access key, and the workspace. */
  seedToken: string;
  workspaceId: string;
  /** The stack's state file: endpoints, queue URLs, key and secret ARNs, the chain. */
  state: LocalStackState;
  /** The stack's LOCAL_STATE_DIR, removed by `stop`. */
  stateDir: string;
  child: SpawnedChild;
  /** Stops the stack (SIGTERM, then SIGKILL after 15 s) and removes its state folder. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
/** start.ts stops pollers, gateway, workers and every emulator before it exits: more than a child's usual grace. */
const STOP_GRACE_MS = 15_000;
const SCRIPT_LINE = /^(API|API key|Workspace): (\S+)/;

export async function startStackProcess(options: StackProcessOptions = {}): Promise<StackProcess> {
  const stateDir = mkdtempSync(join(tmpdir(), `${options.name ?? 'wallet-stack'}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: '0', LOCAL_STATE_DIR: stateDir, LOCAL_DATA_DIR: '' };
  const child = spawnChild({
    name: options.viaNpm ? 'npm start' : 'start.ts',
    // npm from PATH, with this Node first on it so that npm and the script run the project's Node.
    ...(options.viaNpm
      ? { command: 'npm', args: ['start', '--', '--quiet'] }
      : { command: process.execPath, args: ['infra/local/start.ts', '--quiet'] }),
    cwd: REPO_ROOT,
    env: options.viaNpm ? { ...env, PATH: `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}` } : env,
    graceMs: STOP_GRACE_MS,
  });
  const stop = async () => {
    await child.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  options.onSpawn?.(child);
  const found: Record<string, string> = {};
  let lines: { apiUrl: string; token: string; workspaceId: string };
  try {
    lines = await child.ready({
      timeoutMs: START_TIMEOUT_MS,
      line: (line, stream) => {
        const match = stream === 'stdout' ? SCRIPT_LINE.exec(line) : null;
        if (match?.[1] && match[2]) found[match[1]] = match[2];
        if (!found.API || !found['API key'] || !found.Workspace) return undefined;
        return { apiUrl: found.API, token: found['API key'], workspaceId: found.Workspace };
      },
    });
  } catch (error) {
    await stop();
    if (!(error instanceof ChildStartError)) throw error;
    const why = error.reason === 'timeout' ? `no API line within ${START_TIMEOUT_MS} ms` : error.message;
    throw new Error(`The local stack did not start: ${why}\n${error.details.stderr}`);
  }
  // start.ts writes the file before it prints the lines.
  const state = JSON.parse(readFileSync(statePath(stateDir), 'utf8')) as LocalStackState;
  return { apiUrl: lines.apiUrl, seedToken: lines.token, workspaceId: lines.workspaceId, state, stateDir, child, stop };
}
