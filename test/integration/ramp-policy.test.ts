/**
 * The transfer policy governs ramp payouts to a wallet exactly as it governs transfers: the same
 * canonical addresses, the same 422 `transfer_policy_violation` naming the rule, and a dry run
 * (`dry_run: true`, 200) that reports the verdict without creating anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../support/setting-changes.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { createPayment, offRamp, onRamp } from '../support/ramp.ts';
import { hybrid, stopHybrid } from '../support/hybrid.ts';

// Live payments need a partner: the hybrid gateway's (test/support/hybrid.ts), over the same table.
beforeAll(async () => {
  await hybrid();
}, 60_000);
afterAll(stopHybrid);

const PAYOUT = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const OTHER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** An off-ramp of USDC on ethereum paid out to `address` on ethereum. */
const toWallet = (address: string, overrides: Record<string, unknown> = {}) =>
  offRamp('wallet', { destination_asset: 'USDC', destination: { wallet: { address, network: 'ethereum' } }, ...overrides });

/** Writes the policy; a loosening is approved by a second member (test/support/setting-changes.ts). */
async function setPolicy(
  ws: TestWorkspace,
  allowed: string[],
  blocked: string[],
  environment: 'sandbox' | 'live' = 'sandbox',
): Promise<number> {
  const written = await putSetting(
    ws,
    '/v1/workspace/transfer-policy',
    { allowed_destination_addresses: allowed, blocked_destination_addresses: blocked },
    environment,
  );
  return written.policy.version;
}

const payments = async (ws: TestWorkspace) => (await api('GET', '/v1/ramp/payments', { token: ws.token })).body.data.items as unknown[];

describe('transfer policy on ramp payouts', () => {
  it('refuses a payout to a blocked address, in every spelling of it, with the transfer error', async () => {
    const ws = await newWorkspace();
    const version = await setPolicy(ws, [], [PAYOUT.toLowerCase()]);
    for (const address of [PAYOUT, PAYOUT.toLowerCase(), ` ${PAYOUT} `]) {
      const res = await createPayment(ws.token, toWallet(address));
      expect([res.status, res.body.error?.code], address).toEqual([422, 'transfer_policy_violation']);
      expect(res.body.error.details).toEqual({ rule: 'blocked_destination', address: PAYOUT, policy_version: version });
    }
    expect(await payments(ws)).toEqual([]);
    // Another address is still paid out to, stored canonical.
    const other = await createPayment(ws.token, toWallet(OTHER.toLowerCase()));
    expect(other.status, other.text).toBe(201);
    expect(other.body.data.destination).toEqual({ wallet: { address: OTHER, network: 'ethereum' } });
  });

  it('admits only allow-listed addresses when the allow-list is not empty; bank payouts are outside the policy', async () => {
    const ws = await newWorkspace();
    const version = await setPolicy(ws, [OTHER], []);
    const refused = await createPayment(ws.token, toWallet(PAYOUT));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'not_in_allow_list', address: PAYOUT, policy_version: version },
    });
    expect((await createPayment(ws.token, toWallet(OTHER))).status).toBe(201);
    expect((await createPayment(ws.token, offRamp('bank'))).status).toBe(201);
    // The policy is per environment: live has none, so a delivery to the same address is accepted
    // there (through the hybrid gateway: live payments need a partner, whose providers make no wallet payouts).
    const delivery = onRamp({ deliver_to: { network: 'base', address: PAYOUT } });
    expect((await createPayment(ws.token, delivery)).body.error?.code).toBe('transfer_policy_violation');
    const live = await api('POST', '/v1/ramp/payments', {
      token: ws.token,
      baseUrl: (await hybrid()).url,
      query: { environment: 'live' },
      body: delivery,
    });
    expect(live.status, live.text).toBe(201);
  });

  it('applies a policy written a moment before, and frees an idempotency key it refused', async () => {
    const ws = await newWorkspace();
    const body = toWallet(PAYOUT, { idempotency_key: `policy-${crypto.randomUUID()}` });
    await setPolicy(ws, [], [PAYOUT]);
    expect((await createPayment(ws.token, body)).status).toBe(422);
    await setPolicy(ws, [], []);
    const created = await createPayment(ws.token, body);
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('idempotent-replayed')).toBeNull();
  });

  it('dry_run reports the verdict with 200 and creates nothing', async () => {
    const ws = await newWorkspace();
    const version = await setPolicy(ws, [], [PAYOUT]);
    const blocked = await createPayment(ws.token, toWallet(PAYOUT.toLowerCase(), { dry_run: true, idempotency_key: 'dry' }));
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body.data).toEqual({
      dry_run: true,
      would_succeed: false,
      provider: 'chainpay_wallets',
      destination: { network: 'ethereum', address: PAYOUT },
      policy: { allowed: false, rule: 'blocked_destination', version },
      funding_transfer: null,
    });
    const allowed = await createPayment(ws.token, toWallet(OTHER, { dry_run: true }));
    expect(allowed.body.data).toMatchObject({ would_succeed: true, policy: { allowed: true, rule: null, version } });
    const bank = await createPayment(ws.token, offRamp('bank', { dry_run: true }));
    expect(bank.body.data).toMatchObject({ would_succeed: true, destination: null, policy: null });
    // Validation and the corridor still fail as errors.
    expect((await createPayment(ws.token, toWallet('0x1234', { dry_run: true }))).status).toBe(400);
    expect((await createPayment(ws.token, toWallet(PAYOUT, { dry_run: true, source_amount: '1' }))).body.error?.code).toBe(
      'unsupported_corridor',
    );
    expect(await payments(ws)).toEqual([]);
    expect((await api('GET', '/v1/events', { token: ws.token })).body.data.items).toEqual([]);
    // The key a dry run carried was never claimed.
    expect((await createPayment(ws.token, toWallet(OTHER, { idempotency_key: 'dry' }))).status).toBe(201);
  });
});
