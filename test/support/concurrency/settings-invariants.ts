/** Concurrency invariants of the workspace settings routes. */
import { expect } from 'vitest';
import { randomEvmAddress as address } from '#shared/fixtures/request-bodies.ts';
import { api } from '../api.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

registerInvariant({
  routeId: 'putTransferPolicy',
  name: 'If-Match on one version: exactly one write wins, the rest get 412 with the new version; plain writes that each block one other address: one applies, one of the rest (which loosen what it wrote) waits as a change on its version, the others 409 naming it',
  run: async ({ tenant }) => {
    const conditional = await race(RACERS, () =>
      api('PUT', '/v1/workspace/transfer-policy', {
        token: tenant.token,
        headers: { 'if-match': '"0"' },
        body: { allowed_destination_addresses: [address()], blocked_destination_addresses: [] },
      }),
    );
    noServerErrors(conditional);
    expect(statusesOf(conditional)).toEqual([200, ...Array(RACERS - 1).fill(412)]);
    for (const r of conditional.filter((x) => x.status === 412)) expect(r.body.error.details.current_version).toBe(1);
    const allowed = conditional.find((r) => r.status === 200)!.body.data.policy.allowed_destination_addresses;
    // Each body blocks one address of its own. The first to land only tightens; against what it
    // wrote, every other body unblocks that address, so it must not be written (decide-then-write
    // under a condition on the version read), only held back as a change made against version 2,
    // and the setting holds one pending change at a time: the first held back; the rest 409 naming it.
    const plain = await race(RACERS, () =>
      api('PUT', '/v1/workspace/transfer-policy', {
        token: tenant.token,
        body: { allowed_destination_addresses: allowed, blocked_destination_addresses: [address()] },
      }),
    );
    noServerErrors(plain);
    expect(statusesOf(plain)).toEqual([200, 202, ...Array(RACERS - 2).fill(409)]);
    const winner = plain.find((r) => r.status === 200)!.body.data.policy;
    expect(winner.version).toBe(2);
    const held = plain.find((r) => r.status === 202)!;
    expect(held.body.data.policy).toEqual(winner);
    expect(held.body.data.pending_change).toMatchObject({
      based_on_version: 2,
      loosens: ['block_list_reduced'],
      difference: { blocked_destination_addresses: { removed: winner.blocked_destination_addresses } },
    });
    for (const r of plain.filter((x) => x.status === 409)) {
      expect(r.body.error).toMatchObject({
        code: 'conflict',
        details: { reason: 'setting_change_pending', pending_change_id: held.body.data.pending_change.id },
      });
    }
    const final = (await api('GET', '/v1/workspace/transfer-policy', { token: tenant.token })).body.data.policy;
    expect(final).toEqual(winner);
  },
});

registerInvariant({
  routeId: 'putNetworks',
  name: 'concurrent replacements: the final list is exactly one of the lists sent',
  run: async ({ tenant }) => {
    const lists = [['ethereum'], ['solana', 'tron'], ['bitcoin', 'base', 'polygon'], []];
    const results = await race(RACERS, (i) =>
      api('PUT', '/v1/workspace/networks', { token: tenant.token, body: { enabled_networks: lists[i % lists.length] } }),
    );
    noServerErrors(results);
    const final = (await api('GET', '/v1/workspace/networks', { token: tenant.token })).body.data.enabled_networks;
    expect(lists.map((l) => JSON.stringify(l))).toContain(JSON.stringify(final));
  },
});
