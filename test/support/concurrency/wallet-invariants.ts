/**
 * Concurrency invariants of wallets, transfers and the address book: reservations never
 * overdraw, an idempotency key creates one transfer, one decision wins on a transfer, a
 * network and address has one active entry, concurrent deposits all count.
 */
import { expect } from 'vitest';
import { api } from '../api.ts';
import type { Tenant } from '../resources/tenant.ts';
import { randomEvmAddress } from '#shared/fixtures/request-bodies.ts';
import {
  addressBookEntryIn,
  createWalletIn,
  depositInto,
  TRANSFER_DESTINATION,
  WALLET_NETWORK,
  walletSetup,
} from '#shared/fixtures/wallet-factories.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const q = (t: Tenant) => ({ environment: t.environment });
const transfer = (t: Tenant, token: string, walletId: string, amount: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/transfers', {
    token,
    query: q(t),
    body: {
      wallet_id: walletId,
      network_code: WALLET_NETWORK,
      asset_symbol: 'ETH',
      amount_base_units: amount,
      to_address: TRANSFER_DESTINATION,
      ...extra,
    },
  });

async function ethBalance(t: Tenant, walletId: string) {
  const res = await api('GET', '/v1/balances', { token: t.token, query: q(t) });
  const account = res.body.data.items.find(
    (i: { wallet_id: string; network_code: string }) => i.wallet_id === walletId && i.network_code === WALLET_NETWORK,
  );
  return account.balances.find((b: { symbol: string }) => b.symbol === 'ETH') as { balance: string; available: string; reserved: string };
}

registerInvariant({
  routeId: 'createTransfer',
  name: 'concurrent transfers against a balance that covers a third of them: exactly that many 201s, the rest 422 insufficient_funds, never overdrawn',
  run: async ({ tenant }) => {
    const walletId = await createWalletIn(tenant);
    const covered = RACERS / 3;
    await depositInto(tenant, walletId, String(covered * 100));
    const results = await race(RACERS, () => transfer(tenant, tenant.token, walletId, '100'));
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([...Array(covered).fill(201), ...Array(RACERS - covered).fill(422)]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.error.code).toBe('insufficient_funds');
    expect(await ethBalance(tenant, walletId)).toMatchObject({
      balance: String(covered * 100),
      reserved: String(covered * 100),
      available: '0',
    });
  },
});

registerInvariant({
  routeId: 'createTransfer',
  name: 'one idempotency key sent concurrently: one transfer, every success carries its id, the rest 409 in progress',
  run: async ({ tenant }) => {
    const { walletId } = await walletSetup(tenant);
    const before = await ethBalance(tenant, walletId);
    const results = await race(RACERS, () => transfer(tenant, tenant.token, walletId, '7', { idempotency_key: 'same-key' }));
    noServerErrors(results);
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect([r.status, r.body.error.code]).toEqual([409, 'idempotency_key_in_progress']);
    const after = await ethBalance(tenant, walletId);
    expect(BigInt(after.reserved) - BigInt(before.reserved)).toBe(7n);
  },
});

/** Approve, reject and cancel raced on one transfer: exactly one decision applies. */
const oneDecisionWins = async ({ tenant }: { tenant: Tenant }) => {
  const { walletId, requesterToken } = await walletSetup(tenant);
  const made = (await transfer(tenant, requesterToken, walletId, '5')).body.data;
  const actions = ['approve', 'reject', 'cancel'];
  const before = await ethBalance(tenant, walletId);
  const results = await race(RACERS, (i) =>
    api('POST', `/v1/transfers/${made.id}/${actions[i % 3]}`, { token: tenant.token, query: q(tenant) }),
  );
  noServerErrors(results);
  expect(statusesOf(results)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
  const winner = actions[results.findIndex((r) => r.status === 200) % 3];
  const final = (await api('GET', `/v1/transfers/${made.id}`, { token: tenant.token, query: q(tenant) })).body.data;
  expect(final.approval_state).toBe({ approve: 'approved', reject: 'rejected', cancel: 'canceled' }[winner!]);
  const after = await ethBalance(tenant, walletId);
  // A rejection or cancellation gives the reservation back exactly once; an approval keeps it until settlement.
  if (winner !== 'approve') expect(BigInt(before.reserved) - BigInt(after.reserved)).toBe(5n);
};
for (const routeId of ['approveTransfer', 'rejectTransfer', 'cancelTransfer']) {
  registerInvariant({
    routeId,
    name: 'approve, reject and cancel raced on one transfer: one 200, the rest 409, the reservation released at most once',
    run: oneDecisionWins,
  });
}

registerInvariant({
  routeId: 'createSandboxDeposit',
  name: 'concurrent deposits into one account: every one 201 and every one counted in the balance (no lost update)',
  run: async ({ tenant }) => {
    const walletId = await createWalletIn(tenant);
    const results = await race(RACERS, () =>
      api('POST', `/v1/sandbox/wallets/${walletId}/deposits`, {
        token: tenant.token,
        query: q(tenant),
        body: { network_code: WALLET_NETWORK, asset_symbol: 'ETH', amount_base_units: '3' },
      }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual(results.map(() => 201));
    const deadline = Date.now() + 20_000;
    let balance = await ethBalance(tenant, walletId);
    while (balance?.balance !== String(RACERS * 3) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      balance = await ethBalance(tenant, walletId);
    }
    expect(balance.balance).toBe(String(RACERS * 3));
  },
});

registerInvariant({
  routeId: 'createAddressBookEntry',
  name: 'one network and address created concurrently: one 201, the rest 409 conflict naming the winner',
  run: async ({ tenant }) => {
    await walletSetup(tenant);
    const address = randomEvmAddress();
    const results = await race(RACERS, (i) =>
      api('POST', '/v1/address-book', {
        token: tenant.token,
        query: q(tenant),
        body: { label: `e${i}`, address, network_code: WALLET_NETWORK },
      }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([201, ...Array(RACERS - 1).fill(409)]);
    const winner = results.find((r) => r.status === 201)!.body.data.entry.id;
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error).toMatchObject({ code: 'conflict', details: { existing_entry_id: winner } });
  },
});

registerInvariant({
  routeId: 'archiveAddressBookEntry',
  name: 'concurrent archives and updates of one entry: archived once (one archived_at), no update lands after it',
  run: async ({ tenant }) => {
    const entryId = await addressBookEntryIn(tenant);
    const read = async () => (await api('GET', `/v1/address-book/${entryId}`, { token: tenant.token, query: q(tenant) })).body.data.entry;
    const original = await read();
    const results = await race(RACERS, (i) =>
      i % 2 === 0
        ? api('POST', `/v1/address-book/${entryId}/archive`, { token: tenant.token, query: q(tenant) })
        : api('PATCH', `/v1/address-book/${entryId}`, { token: tenant.token, query: q(tenant), body: { notes: `n${i}` } }),
    );
    noServerErrors(results);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const archives = results.filter((r, i) => i % 2 === 0 && r.status === 200);
    expect(archives.length).toBeGreaterThan(0);
    expect(new Set(archives.map((r) => r.body.data.entry.archived_at)).size).toBe(1);
    const final = await read();
    expect(final.status).toBe('archived');
    // The stored notes are those of an update that answered 200 before the archive, or the original.
    const landed = results.filter((r, i) => i % 2 === 1 && r.status === 200).map((r) => r.body.data.entry.notes);
    expect([original.notes, ...landed]).toContain(final.notes);
  },
});
