/**
 * A payment funded from a wallet whose deposit address the partner chooses (hybrid mode): the
 * funding transfer goes to the partner's address and meets the transfer policy there, so a
 * blocked deposit address refuses the payment (nothing written) while a non-empty allow-list
 * still admits it as the payment's funding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../support/partner-server.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';
import { PARTNER_PROVIDERS } from '../support/partner-providers.ts';
import { offRamp } from '#shared/fixtures/request-bodies.ts';

/** The EIP-55 test vector, as the partner might send it (lower case). */
const PARTNER_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const CANONICAL = '0x52908400098527886E0F7030069857D2E4169EE7';
const ALLOWED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

let partner: PartnerServer;
let gateway: InProcessGateway;
let api: typeof import('../support/api.ts')['api'];
let newWorkspace: typeof import('../support/api.ts')['newWorkspace'];
let wallets: typeof import('../support/wallets.ts');
let putSetting: typeof import('../support/setting-changes.ts')['putSetting'];

beforeAll(async () => {
  partner = await startPartnerServer({ providers: PARTNER_PROVIDERS, paymentFunding: { address: PARTNER_ADDRESS } });
  gateway = await startInProcessGateway({
    settings: { PROVIDER_NETWORK_MODE: 'hybrid', PARTNER_BASE_URL: partner.url, PARTNER_CACHE_TTL_MS: '60000' },
  });
  ({ api, newWorkspace } = await import('../support/api.ts'));
  wallets = await import('../support/wallets.ts');
  ({ putSetting } = await import('../support/setting-changes.ts'));
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await partner?.stop();
});

const body = (walletId: string) => offRamp('bank', { source_amount: '100000000', source_wallet_id: walletId });

async function setUp(allowed: string[], blocked: string[]) {
  const ws = await newWorkspace();
  await wallets.enableNetworks(ws, ['ethereum']);
  const wallet = await wallets.newWallet(ws, ['ethereum']);
  await wallets.fund(ws, wallet.id, 'ethereum', 'USDC', '500000000');
  await putSetting(ws, '/v1/workspace/transfer-policy', { allowed_destination_addresses: allowed, blocked_destination_addresses: blocked });
  return { ws, walletId: wallet.id };
}

describe('a wallet-funded payment and the partner’s deposit address', () => {
  it('is refused when the deposit address is blocked, writing nothing', async () => {
    const { ws, walletId } = await setUp([], [PARTNER_ADDRESS]);
    const res = await api('POST', '/v1/ramp/payments', { token: ws.token, body: body(walletId), baseUrl: gateway.url });
    expect([res.status, res.body.error?.code, res.body.error?.details?.rule, res.body.error?.details?.address], res.text).toEqual([
      422,
      'transfer_policy_violation',
      'blocked_destination',
      CANONICAL,
    ]);
    expect((await api('GET', '/v1/ramp/payments', { token: ws.token })).body.data.items).toEqual([]);
    expect((await api('GET', '/v1/transfers', { token: ws.token })).body.data.items).toEqual([]);
    expect((await wallets.balanceOf(ws, walletId, 'ethereum', 'USDC')).reserved).toBe('0');
  });

  it('passes a non-empty allow-list as the payment’s funding, to the partner’s address', async () => {
    const { ws, walletId } = await setUp([ALLOWED], []);
    const res = await api('POST', '/v1/ramp/payments', { token: ws.token, body: body(walletId), baseUrl: gateway.url });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.funding_instructions).toMatchObject({ type: 'wallet_transfer', address: CANONICAL });
    const transfer = await api('GET', `/v1/transfers/${res.body.data.funding_transfer_id}`, { token: ws.token });
    expect(transfer.body.data).toMatchObject({ funds_ramp_payment: res.body.data.reference, activity: { to_address: CANONICAL } });
  });
});
