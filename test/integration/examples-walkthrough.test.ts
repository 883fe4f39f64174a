/**
 * examples/walkthrough.sh, the README's walk-through, run as written against the local stack:
 * bash, curl and the operator CLI, with the lines `npm start` prints (API, key, workspace) taken
 * from a fresh workspace so the stack's seeded one is left as other tests expect it.
 */
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver('/');
});
afterAll(async () => {
  await receiver.close();
});

function runScript(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile('bash', ['examples/walkthrough.sh'], { cwd: REPO_ROOT, env, timeout: 100_000 }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the README walk-through script', () => {
  it('runs end to end: the approved transfer completes with a tx_hash, and the on-ramp is created', { timeout: 120_000 }, async () => {
    const stack = inject('stack');
    const ws = await newWorkspace('Walk-through');
    const res = await runScript({
      // This Node first on PATH, so `node` and `npm` in the script are the project's.
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '/tmp',
      API: stack.apiUrl,
      KEY: ws.token,
      WORKSPACE: ws.workspaceId,
      LOCAL_STATE_DIR: stack.stateDir,
      WEBHOOK_URL: receiver.url,
    });
    expect(res.code, `${res.stdout}\n${res.stderr}`).toBe(0);
    expect(res.stdout).toMatch(/^enabled: \[\]\nenabled: \["ethereum","solana"\]$/m);
    expect(res.stdout).toMatch(/^policy version 1$/m);
    expect(res.stdout).toMatch(/^allowed: \["0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"\]$/m);
    expect(res.stdout).toMatch(/^dashboard key: revoked$/m);
    expect(res.stdout).toMatch(/^balance: 250 USDC$/m);
    expect(res.stdout).toMatch(/^transfer [0-9a-f-]{36}: pending_approval$/m);
    expect(res.stdout).toMatch(/^approved by approver-\d+@acme\.test$/m);
    expect(res.stdout).toMatch(/^transfer [0-9a-f-]{36}: completed, tx_hash 0x[0-9a-f]{64}$/m);
    expect(res.stdout).toMatch(/^payment rp_[0-9a-f]{32}: pending; pay \{"type":"fiat_transfer","method":"bank_transfer"/m);
    expect(res.stdout).toMatch(/^delivery: \{.*"wallet_id":"[0-9a-f-]{36}"/m);
    expect(res.stdout).toMatch(/^no key: \{"code":"unauthenticated"/m);
    // The webhook it created received the tour's events.
    const transferId = /^transfer ([0-9a-f-]{36}): completed/m.exec(res.stdout)![1];
    await expect
      .poll(
        () => receiver.received.some((r) => r.body.type === 'transfer.completed' && JSON.stringify(r.body.data).includes(transferId!)),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('stops with a non-zero exit and the answer when a call is refused', async () => {
    const stack = inject('stack');
    const res = await runScript({
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      API: stack.apiUrl,
      KEY: 'wsk_not-a-key',
      WORKSPACE: crypto.randomUUID(),
    });
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/^GET \/v1\/workspace\/networks failed: \{"data":null,"error":\{"code":"unauthenticated"/m);
  });
});
