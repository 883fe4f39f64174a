/**
 * End to end through the local stack: a new wallet is funded by a sandbox deposit, one member
 * requests a transfer, cannot approve it herself, a second member approves, custody releases,
 * broadcasts and completes it, and the balance ends exactly right. A webhook receiver gets the
 * transfer's events, in sequence order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, transferReaches, until } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
let receiver: Receiver;
let ws: TestWorkspace;
beforeAll(async () => {
  receiver = await startReceiver();
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum']);
});
afterAll(() => receiver.close());

describe('a transfer from request to completion', () => {
  it('is requested, refused to its requester, approved by another member, released, completed and booked exactly', async () => {
    const hook = await api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'r', url: `${receiver.url}/flow`, event_types: ['*'] },
    });
    expect(hook.status).toBe(201);
    const requester = await newMember(ws, ['wallets:read', 'transfers:write', 'transfers:approve']);
    const approver = await newMember(ws, ['transfers:approve']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'USDC', '250000000'); // 250 USDC
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDC')).toMatchObject({
      balance: '250000000',
      available: '250000000',
      display: { crypto: '250', usd: '250.00' },
    });

    const created = await api('POST', '/v1/transfers', {
      token: requester.token,
      body: {
        wallet_id: wallet.id,
        network_code: 'ethereum',
        asset_symbol: 'USDC',
        amount_base_units: '100000000',
        to_address: DEST.toLowerCase(),
        description: 'Supplier invoice 42',
      },
    });
    expect(created.status, created.text).toBe(201);
    const transfer = created.body.data;
    expect(transfer).toMatchObject({
      approval_state: 'pending_approval',
      required_approvals: 1,
      requested_by_email: requester.email,
      approved_by_email: null,
      custody_status: null,
      activity: {
        id: transfer.id,
        type: 'withdrawal',
        status: 'pending',
        to_address: DEST,
        from_address: wallet.accounts[0]!.address,
        amount_base_units: '100000000',
      },
    });
    // The amount is reserved at once.
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDC')).toMatchObject({
      balance: '250000000',
      available: '150000000',
      reserved: '100000000',
    });

    const selfApproval = await api('POST', `/v1/transfers/${transfer.id}/approve`, { token: requester.token });
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body.error.code).toBe('requester_cannot_approve');

    const approved = await api('POST', `/v1/transfers/${transfer.id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({
      approval_state: 'approved',
      approved_by_email: approver.email,
      provider_released_by_email: approver.email,
      custody_status: 'submitted',
      custody_withdrawal_id: expect.stringMatching(/^sbx_wd_[0-9a-f]{24}$/),
      activity: { status: 'processing', custody_status: 'submitted', provider_released_by_email: approver.email },
    });
    expect(Date.parse(approved.body.data.approved_at)).toBeGreaterThan(0);
    expect(Date.parse(approved.body.data.provider_released_at)).toBeGreaterThan(0);

    const done = await transferReaches(ws, transfer.id, ['completed', 'failed']);
    expect(done).toMatchObject({
      custody_status: 'completed',
      provider_failure_reason: null,
      activity: { status: 'completed', tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), tx_error: null },
    });
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDC')).toMatchObject({
      balance: '150000000',
      available: '150000000',
      reserved: '0',
      display: { crypto: '150' },
    });

    const txn = await api('GET', `/v1/transactions/${transfer.id}`, { token: ws.token });
    expect(txn.body.data.transaction).toMatchObject({
      id: transfer.id,
      type: 'withdrawal',
      direction: 'outbound',
      status: 'completed',
      tx_hash: done.activity.tx_hash,
    });
    expect(txn.body.data.transfer.id).toBe(transfer.id);

    // The receiver gets requested, approved, released, completed: sequences 1..4 for this transfer.
    const got = await until(
      async () =>
        receiver.received.filter((r) => r.body.type.startsWith('transfer.') && (r.body.data.transfer as { id: string }).id === transfer.id),
      (list) => list.length >= 4,
    );
    const ordered = [...got].sort((a, b) => (a.body.data.sequence as number) - (b.body.data.sequence as number));
    expect(ordered.map((r) => [r.body.data.sequence, r.body.type])).toEqual([
      [1, 'transfer.requested'],
      [2, 'transfer.approved'],
      [3, 'transfer.released'],
      [4, 'transfer.completed'],
    ]);
    const txnEvents = await until(
      async () =>
        receiver.received.filter(
          (r) => r.body.type.startsWith('transaction.') && (r.body.data.transaction as { id: string }).id === transfer.id,
        ),
      (list) => list.length >= 2,
    );
    expect(txnEvents.map((r) => [r.body.data.sequence, r.body.type]).sort()).toEqual([
      [1, 'transaction.created'],
      [2, 'transaction.completed'],
    ]);
  });
});
