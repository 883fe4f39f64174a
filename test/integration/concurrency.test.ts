/** Races: concurrent revocation and use, concurrent policy writes. No lost update, no 500. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { setApprovals } from '../support/wallets.ts';

const ADDRESSES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('concurrency', () => {
  it('revokes two keys while they are in use: every answer is 200 or 401, then only 401', async () => {
    const ws = await newWorkspace();
    const keys = await Promise.all(
      ['a', 'b'].map(
        async (name) => (await api('POST', '/v1/api-keys', { token: ws.token, body: { name, scopes: ['workspace:read'] } })).body.data,
      ),
    );
    const uses = keys.flatMap((k) => Array.from({ length: 10 }, () => api('GET', '/v1/workspace/networks', { token: k.token })));
    const revokes = keys.flatMap((k) =>
      Array.from({ length: 3 }, () => api('POST', `/v1/api-keys/${k.api_key.id}/revoke`, { token: ws.token })),
    );
    const [useResults, revokeResults] = await Promise.all([Promise.all(uses), Promise.all(revokes)]);
    for (const res of useResults) expect([200, 401]).toContain(res.status);
    for (const res of revokeResults) expect(res.status).toBe(200);
    // Every concurrent revoke of one key reports the same single revocation.
    for (const key of keys) {
      const times = new Set(
        revokeResults.filter((r) => r.body.data.api_key.id === key.api_key.id).map((r) => r.body.data.api_key.revoked_at),
      );
      expect(times.size).toBe(1);
      const after = await api('GET', '/v1/workspace/networks', { token: key.token });
      expect(after.status).toBe(401);
    }
  });

  it('applies concurrent policy writes whole: the result is exactly one of them, version counts every write', async () => {
    const ws = await newWorkspace();
    // With approvals off every write applies at once, loosening ones included (where approvals
    // are on, a loosening waits for a second member: test/support/concurrency/settings-invariants.ts).
    await setApprovals(ws, false);
    const bodies = ADDRESSES.flatMap((allowed, i) =>
      ADDRESSES.filter((_, j) => j !== i).map((blocked) => ({
        allowed_destination_addresses: [allowed],
        blocked_destination_addresses: [blocked],
      })),
    );
    const results = await Promise.all(bodies.map((body) => api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body })));
    for (const res of results) expect(res.status).toBe(200);
    const versions = results.map((r) => r.body.data.policy.version).sort((a, b) => a - b);
    expect(versions).toEqual(bodies.map((_, i) => i + 1));
    const final = (await api('GET', '/v1/workspace/transfer-policy', { token: ws.token })).body.data.policy;
    expect(final.version).toBe(bodies.length);
    // The final policy is the body of the write that got the last version: no mix of two writes.
    const last = results.find((r) => r.body.data.policy.version === bodies.length)!;
    expect(final.allowed_destination_addresses).toEqual(last.body.data.policy.allowed_destination_addresses);
    expect(final.blocked_destination_addresses).toEqual(last.body.data.policy.blocked_destination_addresses);
  });

  it('lets exactly one of many If-Match writes on the same version win', async () => {
    const ws = await newWorkspace();
    const results = await Promise.all(
      ADDRESSES.map((address) =>
        api('PUT', '/v1/workspace/transfer-policy', {
          token: ws.token,
          headers: { 'if-match': '"0"' },
          body: { allowed_destination_addresses: [address], blocked_destination_addresses: [] },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412]);
  });
});
