/**
 * Foundry's anvil as a child process: a local EVM chain with dev accounts, automine on (a
 * transaction is mined as it arrives; tests switch that off when they need one pending) and
 * the anvil_* methods tests use to mine, reorg and drop on demand. The binary comes from npm:
 * `@foundry-rs/anvil` depends on one optional package per platform that ships it, so `npm ci`
 * brings it and nothing downloads at run time. Resolves once `eth_chainId` answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { freePort } from '#infra/local/free-port.ts';

export interface Anvil {
  url: string;
  chainId: number;
  /** Stops the process (SIGTERM, then SIGKILL after a grace period); with a data folder anvil writes its state first. */
  stop(): Promise<void>;
}

/** Why no chain could be started, in one line (a platform without a binary, a missing optional package). */
export interface AnvilUnavailable {
  unavailable: string;
}

export interface AnvilOptions {
  /** Port on 127.0.0.1; a free one when absent. */
  port?: number;
  chainId?: number;
  /** Keep the chain in `<dataDir>/anvil-state.json` across restarts; in memory when absent. */
  dataDir?: string;
}

const READY_TIMEOUT_MS = 30_000;
const require = createRequire(import.meta.url);

/**
 * Where `@foundry-rs/anvil` finds its binary: the platform package it lists as an optional
 * dependency (the same mapping as the package's own launcher, which we skip so that stop()
 * signals anvil itself rather than a node wrapper).
 */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** The anvil binary's path, or why there is none. */
export function anvilBinary(): { path: string } | AnvilUnavailable {
  const platform = `${process.platform}-${process.arch}`;
  const pkg = PLATFORM_PACKAGES[platform];
  if (!pkg) return { unavailable: `no anvil binary is published for ${platform}` };
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    const path = require.resolve(`${pkg}/bin/${name}`);
    if (existsSync(path)) return { path };
  } catch {
    // Not installed: reported below.
  }
  return { unavailable: `${pkg} is not installed (run npm ci; it is an optional dependency of @foundry-rs/anvil)` };
}

/** Spawns anvil on a loopback port and waits until it answers; `{ unavailable }` when it cannot run here. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil | AnvilUnavailable> {
  const binary = anvilBinary();
  if ('unavailable' in binary) return binary;
  const chainId = options.chainId ?? 31337;
  const port = options.port ?? (await freePort());
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)];
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    args.push('--state', join(dir, 'anvil-state.json'));
  }
  const child = spawn(binary.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Last resort if this process dies without stop() (a crash, process.exit): no orphaned chain.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const output = drainOutput(child);
  const url = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= stopChild(child).then(() => {
      process.removeListener('exit', killOnExit);
    }));
  try {
    const ready = await waitUntilReady(child, url, output);
    if (ready !== chainId) throw new Error(`anvil answered chain id ${ready}, expected ${chainId}`);
  } catch (error) {
    await stop();
    // The binary exists but cannot run on this machine (wrong libc, no exec permission).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'ENOEXEC' || code === 'ENOENT') return { unavailable: `anvil could not run here: ${String(error)}` };
    throw error;
  }
  return { url, chainId, stop };
}

/** Keeps the pipes flowing (a full pipe would block anvil) and keeps the tail for error messages. */
function drainOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

/** Polls `eth_chainId` until it answers; returns the chain id. */
async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<number> {
  let exited: string | null = null;
  let spawnError: Error | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  child.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawnError) throw spawnError;
    if (exited) throw new Error(`anvil ${exited}:\n${output()}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      });
      const body = (await response.json()) as { result?: string };
      if (typeof body.result === 'string') return Number(BigInt(body.result));
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`anvil did not answer within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  // No pid: anvil never started, so there is nothing to stop and no 'exit' will come.
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
