/**
 * The smoke test as an operator runs it after a deploy: a child process walking the test stack
 * over HTTP, each run in a fresh workspace so it disturbs no other test. The API is then asked
 * what the walk left behind, so a step that passes without doing its work fails here.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { setApprovals } from '../support/wallets.ts';
import { waitFor } from '#infra/smoke/wait.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const STEPS = ['envelope-auth', 'settings', 'webhook', 'wallet', 'deposit', 'transfer', 'ramp'];
/** A whole walk takes a few seconds on the test stack; a loaded machine gets room. */
const WALK_TIMEOUT_MS = 90_000;

interface SmokeResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The PASS/FAIL/SKIP lines, by step name. */
  steps: Map<string, string>;
  lastLine: string;
}

/** Runs the CLI with a clean environment: only PATH, so no token arrives from anywhere but argv. */
function smoke(args: string[]): Promise<SmokeResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['infra/smoke/cli.ts', ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '' } },
      (error, stdout, stderr) => {
        const lines = stdout.trim().split('\n');
        const steps = new Map<string, string>();
        for (const line of lines) {
          const match = /^(?:PASS|FAIL|SKIP) ([\w-]+)/.exec(line);
          if (match?.[1]) steps.set(match[1], line);
        }
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, steps, lastLine: lines.at(-1) ?? '' });
      },
    );
  });
}

const walk = (ws: TestWorkspace, ...extra: string[]) => smoke(['--url', inject('stack').apiUrl, '--token', ws.token, ...extra]);

/** Every step passed, one line each, in order, with the summary last. */
function expectAllPassed(res: SmokeResult): void {
  expect(res.code, res.stdout + res.stderr).toBe(0);
  expect([...res.steps.keys()]).toEqual(STEPS);
  for (const line of res.steps.values()) expect(line).toMatch(/^PASS \S+ \(\d+ ms\)/);
  expect(res.lastLine).toBe('smoke: 7 passed, 0 failed');
}

describe('smoke CLI against the local stack', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(() => receiver.close());

  it('passes every step with a receiver, and cleans up after itself', { timeout: WALK_TIMEOUT_MS }, async () => {
    const ws = await newWorkspace('Smoke');
    const res = await walk(ws, '--receiver-url', receiver.url);
    expectAllPassed(res);
    expect(res.stdout + res.stderr).not.toContain(ws.token);
    expect(receiver.received.map((r) => r.body.type)).toContain('webhook.test');

    const token = ws.token;
    expect((await api('GET', '/v1/workspace/networks', { token })).body.data.enabled_networks).toEqual(['ethereum']);
    expect((await api('GET', '/v1/webhooks', { token })).body.data.items).toEqual([]);
    const transfers = (await api('GET', '/v1/transfers', { token })).body.data.items;
    expect(transfers).toMatchObject([{ approval_state: 'canceled', activity: { status: 'canceled', amount_base_units: '250000' } }]);
    const usdc = await walletUsdc(token, transfers[0].wallet_id);
    expect(usdc).toMatchObject({ balance: '1000000', available: '1000000', reserved: '0', pending: '0' });
    expect((await api('GET', '/v1/ramp/payments', { token })).body.data.items).toMatchObject([{ status: 'cancelled' }]);
  });

  it('passes without a receiver, keeps enabled networks, and follows a workspace without approvals', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    const ws = await newWorkspace('Smoke without receiver');
    const token = ws.token;
    await api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: ['solana'] } });
    // Turning approvals off waits for a second member, who approves it here.
    await setApprovals(ws, false);

    const res = await walk(ws);
    expectAllPassed(res);
    expect(res.steps.get('webhook')).toContain('https://smoke-receiver.invalid/hook was expected to fail');
    expect(res.steps.get('settings')).toContain('kept solana');
    expect(res.steps.get('transfer')).toContain('approvals are off');

    const networks = (await api('GET', '/v1/workspace/networks', { token })).body.data.enabled_networks;
    expect([...networks].sort()).toEqual(['ethereum', 'solana']);
    expect((await api('GET', '/v1/webhooks', { token })).body.data.items).toEqual([]);
    // Approvals stay off: the smoke test changes no setting but the networks.
    expect((await api('GET', '/v1/workspace/transfer-approvals', { token })).body.data.approvals.approval_required).toBe(false);
    const [transfer] = (await api('GET', '/v1/transfers', { token })).body.data.items;
    expect(transfer.approval_state).toBe('not_required');
    expect((await walletUsdc(token, transfer.wallet_id)).available).toBe('750000');
  });

  it('fails the step and exits 1 when every delivery to the receiver fails, deleting the webhook anyway', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    const ws = await newWorkspace('Smoke failing receiver');
    receiver.answerWith({ status: 500 });
    // The test stack retries after 1, 1 and 2 s, so the delivery fails for good well within the step's limit.
    const res = await walk(ws, '--receiver-url', receiver.url);
    expect(res.code).toBe(1);
    expect(res.steps.get('webhook')).toBe(`FAIL webhook: the test delivery to ${receiver.url} failed for good: attempt 4 failed: HTTP 500`);
    // The steps that do not need the webhook still run and pass.
    for (const step of STEPS.filter((s) => s !== 'webhook')) expect(res.steps.get(step)).toMatch(/^PASS /);
    expect(res.lastLine).toBe('smoke: 6 passed, 1 failed');
    expect(receiver.received.length).toBeGreaterThanOrEqual(4);
    expect((await api('GET', '/v1/webhooks', { token: ws.token })).body.data.items).toEqual([]);
  });

  it('fails the first step and skips the rest with a wrong token, never printing it', async () => {
    const wrong = `wsk_${'x'.repeat(43)}`;
    const res = await smoke(['--url', inject('stack').apiUrl, '--token', wrong]);
    expect(res.code).toBe(1);
    expect(res.steps.get('envelope-auth')).toMatch(/^FAIL envelope-auth: GET \/v1\/workspace\/networks answered 401 unauthenticated/);
    for (const step of STEPS.slice(1)) expect(res.steps.get(step)).toMatch(new RegExp(`^SKIP ${step}: needs `));
    expect(res.lastLine).toBe('smoke: 0 passed, 1 failed, 6 skipped');
    expect(res.stdout + res.stderr).not.toContain(wrong);
  });

  it('bounds each step by --timeout-ms when the API never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = Date.now();
      const res = await smoke(['--url', `http://127.0.0.1:${port}`, '--token', 'wsk_any', '--timeout-ms', '500']);
      expect(res.code).toBe(1);
      expect(res.steps.get('envelope-auth')).toBe(
        'FAIL envelope-auth: GET /v1/workspace/networks: no answer within the step time limit (--timeout-ms)',
      );
      expect(res.lastLine).toBe('smoke: 0 passed, 1 failed, 6 skipped');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('bounds every wait by the step time limit, saying what it last saw', async () => {
    const never = waitFor(AbortSignal.timeout(200), 'Godot', async () => ({ done: false, seen: 'two tramps' }));
    await expect(never).rejects.toThrow('timed out waiting for Godot; last seen: two tramps');
  });

  it.each([
    [[], /--url is required/],
    [['--url', 'http://127.0.0.1:1'], /--token is required/],
    [['--url', 'ftp://example.com', '--token', 't'], /--url must be an http\(s\) URL/],
    [['--url', 'http://127.0.0.1:1', '--token', 't', '--environment', 'live'], /--environment must be sandbox/],
    [['--url', 'http://127.0.0.1:1', '--token', 't', '--timeout-ms', 'soon'], /--timeout-ms must be a whole number/],
    [['--url', 'http://127.0.0.1:1', '--token', 't', '--receiver-url', 'not a url'], /--receiver-url must be an http\(s\) URL/],
    [['--url', 'http://127.0.0.1:1', '--token', 't', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j with exit code 2 before sending anything', async (args, message) => {
    const res = await smoke(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stdout).toBe('');
  });

  it('prints usage for --help', async () => {
    const res = await smoke(['--help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Usage: npm run smoke/);
  });
});

/** The wallet's USDC entry on ethereum, as GET /v1/balances shows it. */
async function walletUsdc(token: string, walletId: string): Promise<Record<string, string>> {
  const items = (await api('GET', '/v1/balances', { token })).body.data.items as {
    wallet_id: string;
    network_code: string;
    balances: { symbol: string }[];
  }[];
  const item = items.find((i) => i.wallet_id === walletId && i.network_code === 'ethereum');
  return item?.balances.find((b) => b.symbol === 'USDC') as unknown as Record<string, string>;
}
