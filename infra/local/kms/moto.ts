/**
 * The local stack's KMS for asymmetric keys (custody's secp256k1 keys): moto's KMS with the
 * DIGEST shim of `moto_kms.py`, run by python3 on a free loopback port. The stand-ins
 * (`aws-standins.ts`) forward the operations they do not serve themselves to it, so functions
 * keep one KMS endpoint. Optional: without python3 or moto the stack runs as before and says
 * what to install; only live custody on EVM networks needs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '#infra/local/free-port.ts';

const SCRIPT = join(import.meta.dirname, 'moto_kms.py');
/** Importing moto takes a few seconds on a cold disk; more than this is a hang, not a slow start. */
const READY_TIMEOUT_MS = 30_000;
/** The script's exit status when python3 lacks moto (or a moto it can patch). */
const MISSING = 3;
const INSTALL = "install Python 3 and moto's server (pip install 'moto[server]>=5.2,<6')";

export type MotoKms = { url: string; stop(): Promise<void> } | { unavailable: string };

/** Starts moto's KMS; `unavailable` (one line) when python3 or moto is missing or it does not come up. */
export async function startMotoKms(python = 'python3'): Promise<MotoKms> {
  const port = await freePort();
  // stdin stays open: the script exits when it closes, so a crashed stack leaves no moto behind.
  const child = spawn(python, [SCRIPT, String(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    await stopChild(child);
    process.removeListener('exit', killOnExit);
  };
  const lastLine = () => stderr.trim().split('\n').pop() ?? '';

  const outcome = await new Promise<'ready' | string>((resolve) => {
    const timer = setTimeout(() => resolve(`moto's KMS did not start within ${READY_TIMEOUT_MS} ms: ${lastLine()}`), READY_TIMEOUT_MS);
    const done = (value: string) => {
      clearTimeout(timer);
      resolve(value);
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ENOENT' ? `${python} was not found: ${INSTALL}` : `${python} could not be started (${error.message}): ${INSTALL}`),
    );
    child.once('exit', (code, signal) => done(code === MISSING ? lastLine() : `moto's KMS exited with ${signal ?? code} before serving: ${lastLine()}`));
    // Reading goes on after the ready line so the pipe never fills.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === `moto-kms ready ${port}`) done('ready');
    });
  });
  if (outcome !== 'ready') {
    await stop();
    return { unavailable: outcome };
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
