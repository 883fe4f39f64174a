/**
 * The transfer lifecycle beyond the happy path: every illegal move is 409, rejection and
 * cancellation give the reservation back, custody's magic failures, and the listing's filters.
 * Approval settings and several approvers: transfer-approvals.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, transferReaches, type TestMember } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
let ws: TestWorkspace;
let approver: TestMember;
let wallet: { id: string };

beforeAll(async () => {
  ws = await newWorkspace();
  approver = await newMember(ws, ['transfers:approve']);
  await enableNetworks(ws, ['ethereum']);
  wallet = await newWallet(ws, ['ethereum']);
  await fund(ws, wallet.id, 'ethereum', 'ETH', '1000000');
});

const request = async (amount: string, token = ws.token) => {
  const res = await api('POST', '/v1/transfers', {
    token,
    body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: amount, to_address: DEST },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; approval_state: string };
};
const act = (id: string, action: string, token = approver.token) => api('POST', `/v1/transfers/${id}/${action}`, { token });
const eth = () => balanceOf(ws, wallet.id, 'ethereum', 'ETH');

describe('transfer lifecycle', () => {
  it('refuses every illegal move with 409 invalid_state_transition', async () => {
    const rejected = await request('11');
    expect((await act(rejected.id, 'reject')).body.data).toMatchObject({
      approval_state: 'rejected',
      rejected_by_email: approver.email,
      activity: { status: 'canceled' },
    });
    const canceled = await request('12');
    expect((await act(canceled.id, 'cancel', ws.token)).body.data).toMatchObject({
      approval_state: 'canceled',
      canceled_by_email: ws.owner.email,
    });
    const completed = await request('13');
    await act(completed.id, 'approve');
    await transferReaches(ws, completed.id, ['completed']);
    const moves: [string, string][] = [
      [rejected.id, 'approve'],
      [rejected.id, 'reject'],
      [rejected.id, 'cancel'],
      [canceled.id, 'approve'],
      [canceled.id, 'reject'],
      [canceled.id, 'cancel'],
      [completed.id, 'cancel'],
      [completed.id, 'approve'],
      [completed.id, 'reject'],
    ];
    for (const [id, action] of moves) {
      const res = await act(id, action, action === 'cancel' ? ws.token : approver.token);
      expect(res.status, `${action} ${id}`).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'invalid_state_transition', details: { action } });
    }
    const processing = await request('14');
    await act(processing.id, 'approve');
    for (const action of ['cancel', 'reject', 'approve']) expect((await act(processing.id, action, ws.token)).status).toBe(409);
  });

  it('gives the reservation back on rejection and cancellation', async () => {
    const before = await eth();
    const a = await request('100000');
    const b = await request('200000');
    expect(BigInt((await eth()).available)).toBe(BigInt(before.available) - 300000n);
    await act(a.id, 'reject');
    await act(b.id, 'cancel', ws.token);
    expect((await eth()).available).toBe(before.available);
  });

  it('fails a withdrawal custody refuses (amount ending 4041) and one that fails on chain (4042), releasing funds', async () => {
    const before = await eth();
    const refused = await request('14041');
    const refusedNow = await act(refused.id, 'approve');
    expect(refusedNow.body.data).toMatchObject({
      approval_state: 'approved',
      custody_status: 'rejected',
      provider_released_by_email: approver.email,
      provider_failure_reason: expect.stringContaining('4041'),
      activity: { status: 'failed', tx_hash: null, tx_error: expect.stringContaining('4041') },
    });
    const onChain = await request('24042');
    await act(onChain.id, 'approve');
    const failed = await transferReaches(ws, onChain.id, ['failed', 'completed']);
    expect(failed).toMatchObject({
      custody_status: 'failed',
      provider_failure_reason: expect.stringContaining('4042'),
      activity: { status: 'failed', tx_hash: expect.stringMatching(/^0x/) },
    });
    const txn = (await api('GET', `/v1/transactions/${onChain.id}`, { token: ws.token })).body.data.transaction;
    expect(txn).toMatchObject({ status: 'failed', tx_error: expect.stringContaining('4042'), completed_at: null });
    // Both reservations are given back (an earlier test's transfer may still settle meanwhile,
    // moving balance and reserved together, but never what is available).
    expect((await eth()).available).toBe(before.available);
    const events = await api('GET', '/v1/events', { token: ws.token, query: { limit: '100', type: 'transfer.failed' } });
    expect(events.body.data.items.map((e: { resource_id: string }) => e.resource_id).sort()).toEqual([refused.id, onChain.id].sort());
  });

  it('lists transfers newest first with filters and pagination', async () => {
    const pending = await request('21');
    const all = await api('GET', '/v1/transfers', { token: ws.token, query: { limit: '100' } });
    expect(all.body.data.items[0].id).toBe(pending.id);
    const byState = await api('GET', '/v1/transfers', { token: ws.token, query: { approval_state: 'rejected' } });
    expect(byState.body.data.items.length).toBeGreaterThan(0);
    for (const t of byState.body.data.items) expect(t.approval_state).toBe('rejected');
    const failed = await api('GET', '/v1/transfers', { token: ws.token, query: { status: 'failed', wallet_id: wallet.id } });
    for (const t of failed.body.data.items) expect(t.activity.status).toBe('failed');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { items: { id: string }[]; next_cursor: string | null } } } = await api('GET', '/v1/transfers', {
        token: ws.token,
        query: { limit: '2', approval_state: 'approved', ...(cursor ? { cursor } : {}) },
      });
      seen.push(...page.body.data.items.map((t) => t.id));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    const approvedAll = all.body.data.items
      .filter((t: { approval_state: string }) => t.approval_state === 'approved')
      .map((t: { id: string }) => t.id);
    expect(seen).toEqual(approvedAll);
    expect((await api('GET', '/v1/transfers', { token: ws.token, query: { approval_state: 'maybe' } })).status).toBe(400);
  });
});
