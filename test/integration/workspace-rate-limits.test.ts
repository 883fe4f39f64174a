import { describe, expect, it } from 'vitest';
import { runAdmin } from '../support/admin-cli.ts';
import { api, newWorkspace } from '../support/api.ts';

const admin = runAdmin;

/** Waits for the start of the next second, so a burst falls in as few windows as it can. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));

describe("a workspace's own write limit over HTTP", () => {
  it("holds that workspace to the operator's limit while another keeps the stage's", async () => {
    const [limited, other] = await Promise.all([newWorkspace(), newWorkspace()]);
    const set = await admin(['set-limits', '--workspace', limited.workspaceId, '--writes-per-second', '2']);
    expect(set.code, set.stderr).toBe(0);
    await nextSecond();
    const start = Date.now();
    const burst = (token: string) =>
      Promise.all(Array.from({ length: 6 }, () => api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: [] } })));
    const [fromLimited, fromOther] = await Promise.all([burst(limited.token), burst(other.token)]);
    // A burst that crossed into the next second may be admitted twice over: 2 in each window.
    const windows = Math.floor(Date.now() / 1000) - Math.floor(start / 1000) + 1;
    const admitted = fromLimited.filter((r) => r.status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(2);
    expect(admitted).toBeLessThanOrEqual(2 * windows);
    const refused = fromLimited.find((r) => r.status === 429);
    expect(refused?.body.error).toMatchObject({ code: 'rate_limited', details: { limit: 2, scope: 'api_key', kind: 'write' } });
    expect(refused?.headers.get('ratelimit-limit')).toBe('2');
    expect(fromOther.map((r) => r.status)).toEqual(fromOther.map(() => 200));
  });
});
