/**
 * Concurrency invariants of the remaining write routes that have one: the approval setting's
 * If-Match, concurrent wallet creation, concurrent address-book updates.
 */
import { expect } from 'vitest';
import { api } from '../api.ts';
import type { Tenant } from '../resources/tenant.ts';
import { addressBookEntryIn, ensureWalletNetwork, WALLET_NETWORK } from '#shared/fixtures/wallet-factories.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const q = (t: Tenant) => ({ environment: t.environment });

registerInvariant({
  routeId: 'putTransferApprovals',
  name: 'If-Match on one version: exactly one write wins, the rest 412 naming the new version; the stored setting is the winner’s',
  run: async ({ tenant }) => {
    const results = await race(RACERS, (i) =>
      api('PUT', '/v1/workspace/transfer-approvals', {
        token: tenant.token,
        query: q(tenant),
        headers: { 'if-match': '"0"' },
        body: { approval_required: true, required_approvals: 1 + (i % 5) },
      }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([200, ...Array(RACERS - 1).fill(412)]);
    for (const r of results.filter((x) => x.status === 412)) expect(r.body.error.details.current_version).toBe(1);
    const winner = results.find((r) => r.status === 200)!.body.data.approvals;
    const final = (await api('GET', '/v1/workspace/transfer-approvals', { token: tenant.token, query: q(tenant) })).body.data.approvals;
    expect(final).toEqual(winner);
  },
});

registerInvariant({
  routeId: 'createWallet',
  name: 'concurrent creates: every one 201 with its own wallet and addresses, every one listed',
  run: async ({ tenant }) => {
    await ensureWalletNetwork(tenant);
    const results = await race(RACERS, (i) =>
      api('POST', '/v1/wallets', { token: tenant.token, query: q(tenant), body: { name: `w${i}`, networks: [WALLET_NETWORK] } }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual(results.map(() => 201));
    const wallets = results.map((r) => r.body.data.wallet);
    expect(new Set(wallets.map((w) => w.id)).size).toBe(RACERS);
    expect(new Set(wallets.map((w) => w.accounts[0].address)).size).toBe(RACERS);
    const listed = (await api('GET', '/v1/wallets', { token: tenant.token, query: { ...q(tenant), limit: '100' } })).body.data.wallets.map(
      (w: { id: string }) => w.id,
    );
    expect([...listed].sort()).toEqual(wallets.map((w) => w.id).sort());
  },
});

registerInvariant({
  routeId: 'updateAddressBookEntry',
  name: 'concurrent updates of one entry: every one 200, the stored entry is exactly one of the answers (no mixed write)',
  run: async ({ tenant }) => {
    const entryId = await addressBookEntryIn(tenant);
    const results = await race(RACERS, (i) =>
      api('PATCH', `/v1/address-book/${entryId}`, {
        token: tenant.token,
        query: q(tenant),
        body: { label: `label ${i}`, notes: `notes ${i}` },
      }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual(results.map(() => 200));
    const final = (await api('GET', `/v1/address-book/${entryId}`, { token: tenant.token, query: q(tenant) })).body.data.entry;
    // Label and notes come from the same request: a lost or interleaved update would mix them.
    expect(final.notes).toBe(final.label.replace('label', 'notes'));
    expect(results.map((r) => r.body.data.entry.label)).toContain(final.label);
  },
});
