/**
 * The local stack's KMS for asymmetric keys (custody's secp256k1 keys): moto's KMS with the
 * DIGEST shim of `moto_kms.py`, run by python3 on a free loopback port. The stand-ins
 * (`aws-standins.ts`) forward the operations they do not serve themselves to it, so functions
 * keep one KMS endpoint. Optional: without python3 or moto the stack runs as before and says
 * what to install; only live custody on EVM networks needs it.
 */
import { join } from 'node:path';
import { ChildStartError, spawnChild } from '#infra/local/child-process.ts';
import { freePort } from '#infra/local/free-port.ts';

const SCRIPT = join(import.meta.dirname, 'moto_kms.py');
/** Importing moto takes a few seconds on a cold disk; more than this is a hang, not a slow start. */
const READY_TIMEOUT_MS = 30_000;
/** The script's exit status when python3 lacks moto (or a moto it can patch). */
const MISSING = 3;
/**
 * Debian and Ubuntu refuse a system-wide `pip install` (externally managed) and package no moto
 * recent enough, so the hint is a virtual environment, which MOTO_PYTHON names.
 */
export const MOTO_INSTALL =
  "install moto's server in a virtual environment: `python3 -m venv ~/.moto && ~/.moto/bin/pip install 'moto[server]>=5.2,<6'` " +
  '(Debian, Ubuntu: `sudo apt install python3-venv` first), then start with `MOTO_PYTHON=~/.moto/bin/python npm start`';

export type MotoKms = { url: string; stop(): Promise<void> } | { unavailable: string };

/**
 * Starts moto's KMS with MOTO_PYTHON (default python3); `unavailable` (one line, with what to
 * install) when Python or moto is missing or it does not come up.
 */
export async function startMotoKms(python = process.env.MOTO_PYTHON || 'python3'): Promise<MotoKms> {
  const port = await freePort();
  // stdin stays open: the script exits when it closes, so a crashed stack leaves no moto behind.
  const child = spawnChild({ name: "moto's KMS", command: python, args: [SCRIPT, String(port)], stdin: 'pipe' });
  const lastLine = () => child.output('stderr').trim().split('\n').pop() ?? '';
  try {
    const readyLine = `moto-kms ready ${port}`;
    await child.ready({ timeoutMs: READY_TIMEOUT_MS, line: (line, stream) => (stream === 'stdout' && line === readyLine) || undefined });
  } catch (error) {
    await child.stop();
    if (!(error instanceof ChildStartError)) throw error;
    return { unavailable: whyUnavailable(error, python, lastLine()) };
  }
  return { url: `http://127.0.0.1:${port}`, stop: child.stop };
}

function whyUnavailable(error: ChildStartError, python: string, lastLine: string): string {
  const { spawnError, code, signal } = error.details;
  if (error.reason === 'timeout') return `moto's KMS did not start within ${READY_TIMEOUT_MS} ms: ${lastLine}`;
  if (error.reason === 'spawn') {
    if (spawnError?.code === 'ENOENT') return `${python} was not found: ${MOTO_INSTALL}`;
    return `${python} could not be started (${spawnError?.message}): ${MOTO_INSTALL}`;
  }
  return code === MISSING ? `${lastLine}; ${MOTO_INSTALL}` : `moto's KMS exited with ${signal ?? code} before serving: ${lastLine}`;
}
