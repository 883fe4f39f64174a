/** Concurrency invariants of the workspace settings routes. */
import { expect } from 'vitest';
import { randomEvmAddress as address } from '#bench/fixtures.ts';
import { api } from '../api.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

registerInvariant({
  routeId: 'putTransferPolicy',
  name: 'If-Match on one version: exactly one write wins, the rest get 412 with the new version; plain writes each get their own version',
  run: async ({ tenant }) => {
    const conditional = await race(RACERS, () =>
      api('PUT', '/v1/workspace/transfer-policy', { token: tenant.token, headers: { 'if-match': '"0"' }, body: { allowed_destination_addresses: [address()], blocked_destination_addresses: [] } }),
    );
    noServerErrors(conditional);
    expect(statusesOf(conditional)).toEqual([200, ...Array(RACERS - 1).fill(412)]);
    for (const r of conditional.filter((x) => x.status === 412)) expect(r.body.error.details.current_version).toBe(1);
    const plain = await race(RACERS, () => api('PUT', '/v1/workspace/transfer-policy', { token: tenant.token, body: { allowed_destination_addresses: [address()], blocked_destination_addresses: [] } }));
    noServerErrors(plain);
    expect(plain.map((r) => r.body.data.policy.version).sort((a, b) => a - b)).toEqual(plain.map((_, i) => i + 2));
    const final = (await api('GET', '/v1/workspace/transfer-policy', { token: tenant.token })).body.data.policy;
    const last = plain.find((r) => r.body.data.policy.version === final.version)!;
    expect(final.allowed_destination_addresses).toEqual(last.body.data.policy.allowed_destination_addresses);
  },
});

registerInvariant({
  routeId: 'putNetworks',
  name: 'concurrent replacements: the final list is exactly one of the lists sent',
  run: async ({ tenant }) => {
    const lists = [['ethereum'], ['solana', 'tron'], ['bitcoin', 'base', 'polygon'], []];
    const results = await race(RACERS, (i) => api('PUT', '/v1/workspace/networks', { token: tenant.token, body: { enabled_networks: lists[i % lists.length] } }));
    noServerErrors(results);
    const final = (await api('GET', '/v1/workspace/networks', { token: tenant.token })).body.data.enabled_networks;
    expect(lists.map((l) => JSON.stringify(l))).toContain(JSON.stringify(final));
  },
});
