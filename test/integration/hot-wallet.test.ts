/**
 * A hot wallet's balance over its sub-balances, and the settings copies a transfer reads: one
 * deposit spreads over the subs as concurrent transfers use it, never overdrawn, the sum conserved;
 * a transfer larger than any one sub gathers from several; balances read back as the sums; a
 * policy write reaches every copy, and a policy changed after a transfer's evaluation fails its
 * transaction on the copy it read.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, setApprovals, transferReaches } from '../support/wallets.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import * as keys from '#shared/db/keys.ts';
import { depositShard } from '#shared/db/ledger.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { SHARD_COUNTS, shardPartition, shardPartitions } from '#shared/db/shards.ts';
import { transact } from '#shared/db/transact.ts';
import { evaluateTransfer } from '#shared/domain/transfers/evaluate.ts';
import { policyUnchangedCheck } from '#shared/domain/transfers/policy-check.ts';
import { newId } from '#shared/ids.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const sandbox = (ws: TestWorkspace): TenantScope => ({ workspaceId: ws.workspaceId, environment: 'sandbox' });

interface Sub {
  shard: number;
  total: bigint;
  available: bigint;
  reserved: bigint;
  pending: bigint;
}

/** The wallet's USDT sub-balances as stored, read from the table. */
async function subsOf(ws: TestWorkspace, walletId: string): Promise<Sub[]> {
  const per = await Promise.all(
    shardPartitions(sandbox(ws), 'BALANCE').map(async (pk, shard) => {
      const [item] = await queryAll<Record<string, number | bigint>>({
        pk,
        prefix: keys.balance(walletId, 'ethereum', 'USDT'),
        consistent: true,
      });
      return item
        ? [
            {
              shard,
              total: BigInt(item.total!),
              available: BigInt(item.available!),
              reserved: BigInt(item.reserved!),
              pending: BigInt(item.pending_inbound!),
            },
          ]
        : [];
    }),
  );
  return per.flat();
}

const sum = (subs: Sub[], field: 'total' | 'available' | 'reserved') => subs.reduce((a, s) => a + s[field], 0n);

const transfer = (ws: TestWorkspace, walletId: string, amount: string) =>
  api('POST', '/v1/transfers', {
    token: ws.token,
    body: { wallet_id: walletId, network_code: 'ethereum', asset_symbol: 'USDT', amount_base_units: amount, to_address: DEST },
  });

describe('a hot wallet on sub-balances', () => {
  it('spreads one deposit over its subs under concurrent transfers, never overdrawn, and reads back the sums', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    // Held for approval: the reservations stay while they are counted, then each is released or settled on its sub.
    await setApprovals(ws, true, 1);
    const approver = await newMember(ws, ['transfers:approve']);
    const wallet = await newWallet(ws, ['ethereum']);
    const deposit = await fund(ws, wallet.id, 'ethereum', 'USDT', '1000');
    // The deposit landed, seen and confirmed, on the sub of its transaction id.
    expect(await subsOf(ws, wallet.id)).toEqual([
      { shard: depositShard(deposit), total: 1000n, available: 1000n, reserved: 0n, pending: 0n },
    ]);

    const results = await Promise.all(Array.from({ length: 12 }, () => transfer(ws, wallet.id, '60')));
    for (const res of results) expect(res.status, res.text).toBe(201);
    const subs = await subsOf(ws, wallet.id);
    expect(subs.length, 'more than one sub-balance holds the funds').toBeGreaterThan(1);
    for (const s of subs) {
      expect(s.available).toBeGreaterThanOrEqual(0n);
      expect(s.total).toBe(s.available + s.reserved);
    }
    expect([sum(subs, 'total'), sum(subs, 'reserved'), sum(subs, 'available')]).toEqual([1000n, 720n, 280n]);
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDT')).toMatchObject({ balance: '1000', reserved: '720', available: '280' });

    // Larger than any one sub, covered by their sum: gathered from several.
    const [largest] = subs.map((s) => s.available).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
    expect(largest).toBeLessThan(280n);
    const big = await transfer(ws, wallet.id, String(largest! + 1n));
    expect(big.status, big.text).toBe(201);
    const left = 280n - largest! - 1n;
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDT')).toMatchObject({
      balance: '1000',
      reserved: String(720n + largest! + 1n),
      available: String(left),
    });
    const over = await transfer(ws, wallet.id, String(left + 1n));
    expect([over.status, over.body.error?.code]).toEqual([422, 'insufficient_funds']);
    expect(over.body.error.details).toMatchObject({ available: String(left), requested: String(left + 1n) });

    // Each is given back or settled on the sub it reserved on: one canceled, the others approved and sent.
    const [canceled, ...approved] = [...results, big].map((res) => res.body.data.id as string);
    expect((await api('POST', `/v1/transfers/${canceled}/cancel`, { token: ws.token })).status).toBe(200);
    for (const res of await Promise.all(approved.map((id) => api('POST', `/v1/transfers/${id}/approve`, { token: approver.token }))))
      expect(res.status, res.text).toBe(200);
    await Promise.all(approved.map((id) => transferReaches(ws, id, ['completed'])));
    const settled = await subsOf(ws, wallet.id);
    const kept = left + 60n;
    expect([sum(settled, 'total'), sum(settled, 'reserved'), sum(settled, 'available')]).toEqual([kept, 0n, kept]);
    const listed = (await api('GET', '/v1/balances', { token: ws.token })).body.data;
    const usdt = listed.workspace_balances.find((b: { symbol: string }) => b.symbol === 'USDT');
    expect(usdt).toMatchObject({ balance: String(kept), available: String(kept), reserved: '0' });
  }, 90_000);

  it('writes a policy to every copy with its base item, and a transfer reading any copy meets it', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'USDT', '1000');
    const put = await api('PUT', '/v1/workspace/transfer-policy', {
      token: ws.token,
      body: { allowed_destination_addresses: [], blocked_destination_addresses: [DEST] },
    });
    expect(put.status, put.text).toBe(200);
    const version = put.body.data.policy.version;
    const copies = await Promise.all(
      Array.from({ length: SHARD_COUNTS.SETTINGS }, (_, k) =>
        queryAll<Record<string, unknown>>({
          pk: shardPartition(sandbox(ws), 'SETTINGS', k),
          prefix: keys.setting('TRANSFER_POLICY'),
          consistent: true,
        }),
      ),
    );
    for (const [copy] of copies) expect(copy).toMatchObject({ version, blocked_destination_addresses: [DEST] });
    // Sixteen transfers, sixteen ids: their copies are spread, and every one refuses.
    const refused = await Promise.all(Array.from({ length: 16 }, () => transfer(ws, wallet.id, '10')));
    for (const res of refused) expect([res.status, res.body.error?.code]).toEqual([422, 'transfer_policy_violation']);
  });

  it('fails a transfer’s transaction when the policy changed between its evaluation and its commit', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'USDT', '1000');
    const input = {
      wallet_id: wallet.id,
      network_code: 'ethereum' as const,
      asset_symbol: 'USDT',
      amount_base_units: '10',
      to_address: DEST,
    };
    const ev = await evaluateTransfer(sandbox(ws), input, false, undefined, newId());
    expect(ev.verdict.allowed).toBe(true);
    // The policy moves on between the evaluation and the transaction that would commit the transfer.
    const put = await api('PUT', '/v1/workspace/transfer-policy', {
      token: ws.token,
      body: { allowed_destination_addresses: [], blocked_destination_addresses: [DEST] },
    });
    expect(put.status, put.text).toBe(200);
    const error = await transact([policyUnchangedCheck(sandbox(ws), ev.policy.version, ev.settingsCopy)]).catch((e: unknown) => e);
    expect(isTransactionConditionFailed(error)).toBe(true);
    // The copy the evaluation read is at the new version: the check passes there, and the transfer is refused on it.
    await transact([policyUnchangedCheck(sandbox(ws), put.body.data.policy.version, ev.settingsCopy)]);
    expect((await transfer(ws, wallet.id, '10')).body.error?.code).toBe('transfer_policy_violation');
  });
});
