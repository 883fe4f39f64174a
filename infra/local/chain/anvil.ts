/**
 * Foundry's anvil as a child process: a local EVM chain with dev accounts, automine on (a
 * transaction is mined as it arrives; tests switch that off when they need one pending) and
 * the anvil_* methods tests use to mine, reorg and drop on demand. The binary comes from npm:
 * `@foundry-rs/anvil` depends on one optional package per platform that ships it, so `npm ci`
 * brings it and nothing downloads at run time. Resolves once `eth_chainId` answers.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { ChildStartError, spawnChild } from '#infra/local/child-process.ts';
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
  const child = spawnChild({ name: 'anvil', command: binary.path, args });
  const url = `http://127.0.0.1:${port}`;
  try {
    const ready = await child.ready({ timeoutMs: READY_TIMEOUT_MS, poll: () => chainIdOf(url) });
    if (ready !== chainId) throw new Error(`anvil answered chain id ${ready}, expected ${chainId}`);
  } catch (error) {
    await child.stop();
    if (!(error instanceof ChildStartError)) throw error;
    const { spawnError, code, signal, output } = error.details;
    // The binary exists but cannot run on this machine (wrong libc, no exec permission).
    const cannotRun = ['EACCES', 'ENOEXEC', 'ENOENT'].includes(spawnError?.code ?? '');
    if (cannotRun) return { unavailable: `anvil could not run here: ${String(spawnError)}` };
    if (spawnError) throw spawnError;
    if (error.reason === 'exit') throw new Error(`anvil exited with ${signal ?? code}:\n${output}`);
    throw new Error(`anvil did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
  }
  return { url, chainId, stop: child.stop };
}

/** The chain id `eth_chainId` answers, or undefined while anvil does not answer yet. */
async function chainIdOf(url: string): Promise<number | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(1000),
  });
  const body = (await response.json()) as { result?: string };
  return typeof body.result === 'string' ? Number(BigInt(body.result)) : undefined;
}
