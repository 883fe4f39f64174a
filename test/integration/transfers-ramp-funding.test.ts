/**
 * A transfer to a ramp payment's deposit address passes a non-empty allow-list only as that
 * payment's exact funding: same network and asset, the exact amount, the payment still waiting
 * for funds, one transfer at a time; a blocked deposit address stays blocked. Payments are
 * created through an in-process gateway with a long sandbox funding window (the test stack's
 * is a few seconds), everything else through the test stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';
import { putSetting } from '../support/setting-changes.ts';
import { QUOTE_REQUEST } from '#shared/fixtures/request-bodies.ts';
import { PAST_FUNDING_DEADLINE_MS } from '../support/stack-env.ts';

/** An off-ramp whose amount ends in 03: in sandbox it waits for funds until its deadline. */
const AMOUNT = '250000003';
const ALLOWED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

let gateway: InProcessGateway;
let api: typeof import('../support/api.ts')['api'];
let newWorkspace: typeof import('../support/api.ts')['newWorkspace'];
let wallets: typeof import('../support/wallets.ts');
let ramp: typeof import('../support/ramp.ts');
type Workspace = Awaited<ReturnType<typeof newWorkspace>>;

beforeAll(async () => {
  gateway = await startInProcessGateway({ settings: { RAMP_SANDBOX_FUNDING_WINDOW_MS: '600000' } });
  ({ api, newWorkspace } = await import('../support/api.ts'));
  wallets = await import('../support/wallets.ts');
  ramp = await import('../support/ramp.ts');
  // The gateway's create function starts cold on its first request: start it here, not in a test.
  const warm = await api('POST', '/v1/ramp/payments', {
    token: (await newWorkspace()).token,
    body: ramp.offRamp('bank', { dry_run: true }),
    baseUrl: gateway.url,
  });
  expect(warm.status, warm.text).toBe(200);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
});

/** A workspace with a funded ethereum wallet and an allow-list that names one other address. */
async function setUp(): Promise<{ ws: Workspace; walletId: string }> {
  const ws = await newWorkspace();
  await wallets.enableNetworks(ws, ['ethereum', 'polygon']);
  const wallet = await wallets.newWallet(ws, ['ethereum', 'polygon']);
  await wallets.fund(ws, wallet.id, 'ethereum', 'USDC', '5000000000');
  await setPolicy(ws, [ALLOWED], []);
  return { ws, walletId: wallet.id };
}

/** Writes the policy; a loosening is approved by a second member (test/support/setting-changes.ts). */
async function setPolicy(ws: Workspace, allowed: string[], blocked: string[]) {
  await putSetting(ws, '/v1/workspace/transfer-policy', { allowed_destination_addresses: allowed, blocked_destination_addresses: blocked });
}

/** A pending off-ramp of USDC on `network`; returns its reference and deposit address. */
async function pendingPayment(ws: Workspace, network = 'ethereum', viaStack = false) {
  const res = await api('POST', '/v1/ramp/payments', {
    token: ws.token,
    body: ramp.offRamp('bank', { source_amount: AMOUNT, source_network: network }),
    ...(viaStack ? {} : { baseUrl: gateway.url }),
  });
  expect(res.status, res.text).toBe(201);
  const f = res.body.data.funding_instructions;
  expect(f).toMatchObject({ type: 'crypto_deposit', network, asset: 'USDC', amount: AMOUNT });
  return { reference: res.body.data.reference as string, address: f.address as string };
}

const transfer = (ws: Workspace, walletId: string, body: Record<string, unknown>) =>
  api('POST', '/v1/transfers', {
    token: ws.token,
    body: { wallet_id: walletId, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: AMOUNT, ...body },
  });

const refusal = (res: Awaited<ReturnType<typeof transfer>>) => [res.status, res.body.error?.code, res.body.error?.details?.rule];

describe('funding a ramp payment past the allow-list', () => {
  it('admits the exact funding once, records the payment it funds, and shows it in a dry run', async () => {
    const { ws, walletId } = await setUp();
    const payment = await pendingPayment(ws);
    const dry = await transfer(ws, walletId, { to_address: payment.address.toLowerCase(), dry_run: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data.policy).toEqual({ allowed: true, rule: null, version: 1, funds_ramp_payment: payment.reference });
    expect(dry.body.data.would_succeed).toBe(true);

    const created = await transfer(ws, walletId, { to_address: payment.address });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({
      funds_ramp_payment: payment.reference,
      activity: { to_address: payment.address, amount_base_units: AMOUNT },
    });
    const read = await api('GET', `/v1/transfers/${created.body.data.id}`, { token: ws.token });
    expect(read.body.data.funds_ramp_payment).toBe(payment.reference);
    const events = await api('GET', '/v1/events', { token: ws.token, query: { type: 'transfer.requested' } });
    expect(events.body.data.items[0].data.transfer.funds_ramp_payment).toBe(payment.reference);

    // Funded once: a second transfer to the same deposit address is an ordinary refusal.
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'not_in_allow_list',
    ]);
    const dryAgain = await transfer(ws, walletId, { to_address: payment.address, dry_run: true });
    expect(dryAgain.body.data.policy).toMatchObject({ allowed: false, rule: 'not_in_allow_list', funds_ramp_payment: null });
  });

  it('refuses anything but the exact amount, asset and network', async () => {
    const { ws, walletId } = await setUp();
    const payment = await pendingPayment(ws);
    const notAllowed = [422, 'transfer_policy_violation', 'not_in_allow_list'];
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address, amount_base_units: '250000004' }))).toEqual(notAllowed);
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address, amount_base_units: '250000002' }))).toEqual(notAllowed);
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address, asset_symbol: 'ETH' }))).toEqual(notAllowed);
    // The same EVM address on another network is not where the payment waits for funds.
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address, network_code: 'polygon' }))).toEqual(notAllowed);
    // After all those, the exact funding still passes.
    expect((await transfer(ws, walletId, { to_address: payment.address })).status).toBe(201);
  });

  it('refuses a payment that no longer waits for funds, or another workspace’s', async () => {
    const { ws, walletId } = await setUp();
    const cancelled = await pendingPayment(ws);
    expect((await api('POST', `/v1/ramp/payments/${cancelled.reference}/cancel`, { token: ws.token })).status).toBe(200);
    expect(refusal(await transfer(ws, walletId, { to_address: cancelled.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'not_in_allow_list',
    ]);
    const advanced = await pendingPayment(ws);
    const moved = await api('POST', `/v1/sandbox/ramp/payments/${advanced.reference}/advance`, {
      token: ws.token,
      body: { status: 'processing' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(refusal(await transfer(ws, walletId, { to_address: advanced.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'not_in_allow_list',
    ]);
    // The test stack's own sandbox window is short: this one expires unread, and counts as expired all the same.
    const expiring = await pendingPayment(ws, 'ethereum', true);
    await new Promise((r) => setTimeout(r, PAST_FUNDING_DEADLINE_MS));
    expect(refusal(await transfer(ws, walletId, { to_address: expiring.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'not_in_allow_list',
    ]);
    const other = await newWorkspace();
    const theirs = await pendingPayment(other);
    expect(refusal(await transfer(ws, walletId, { to_address: theirs.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'not_in_allow_list',
    ]);
  });

  it('keeps a blocked deposit address blocked', async () => {
    const { ws, walletId } = await setUp();
    const payment = await pendingPayment(ws);
    await setPolicy(ws, [ALLOWED], [payment.address]);
    expect(refusal(await transfer(ws, walletId, { to_address: payment.address }))).toEqual([
      422,
      'transfer_policy_violation',
      'blocked_destination',
    ]);
  });

  it('gives the funding back when the funding transfer is canceled or rejected, so another transfer can fund the payment', async () => {
    const { ws, walletId } = await setUp();
    const approver = await wallets.newMember(ws, ['transfers:approve']);
    const payment = await pendingPayment(ws);
    const first = await transfer(ws, walletId, { to_address: payment.address });
    expect(first.body.data).toMatchObject({ approval_state: 'pending_approval', funds_ramp_payment: payment.reference });
    expect((await transfer(ws, walletId, { to_address: payment.address })).status).toBe(422);
    expect((await api('POST', `/v1/transfers/${first.body.data.id}/cancel`, { token: ws.token })).status).toBe(200);
    const second = await transfer(ws, walletId, { to_address: payment.address });
    expect(second.status, second.text).toBe(201);
    expect(second.body.data.funds_ramp_payment).toBe(payment.reference);
    expect((await transfer(ws, walletId, { to_address: payment.address })).status).toBe(422);
    expect((await api('POST', `/v1/transfers/${second.body.data.id}/reject`, { token: approver.token })).status).toBe(200);
    const third = await transfer(ws, walletId, { to_address: payment.address });
    expect(third.status, third.text).toBe(201);
    // Approved and released, the funds leave: the claim stays with it.
    const approved = await api('POST', `/v1/transfers/${third.body.data.id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    await wallets.transferReaches(ws, third.body.data.id, ['completed']);
    expect((await transfer(ws, walletId, { to_address: payment.address })).status).toBe(422);
  });

  it('admits exactly one of several concurrent funding transfers', async () => {
    const { ws, walletId } = await setUp();
    const payment = await pendingPayment(ws);
    const results = await Promise.all(Array.from({ length: 6 }, () => transfer(ws, walletId, { to_address: payment.address })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text).join('\n')).toEqual([201, 422, 422, 422, 422, 422]);
    const listed = await api('GET', '/v1/transfers', { token: ws.token });
    expect(listed.body.data.items.map((t: { funds_ramp_payment: string }) => t.funds_ramp_payment)).toEqual([payment.reference]);
    // Only the admitted transfer reserved funds.
    expect((await wallets.balanceOf(ws, walletId, 'ethereum', 'USDC')).reserved).toBe(AMOUNT);
  });

  it('funds a payment created by executing a quote the same way: execution goes through the create path', async () => {
    const { ws, walletId } = await setUp();
    const quoteRequest = await api('POST', '/v1/quote-requests', {
      token: ws.token,
      body: { ...QUOTE_REQUEST, source_amount: AMOUNT },
    });
    expect(quoteRequest.status, quoteRequest.text).toBe(201);
    const id = quoteRequest.body.data.quote_request.id as string;
    const quotes = await api('GET', `/v1/quote-requests/${id}/quotes`, { token: ws.token });
    const executed = await api('POST', `/v1/quote-requests/${id}/execute`, {
      token: ws.token,
      baseUrl: gateway.url,
      body: { quote_id: quotes.body.data.items[0].id, destination: ramp.OFF_RAMPS.bank.destination },
    });
    expect(executed.status, executed.text).toBe(201);
    const created = await transfer(ws, walletId, { to_address: executed.body.data.funding_instructions.address });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.funds_ramp_payment).toBe(executed.body.data.reference);
  });

  it('needs no exception without an allow-list: the transfer is ordinary and funds nothing on record', async () => {
    const { ws, walletId } = await setUp();
    await setPolicy(ws, [], []);
    const payment = await pendingPayment(ws);
    const created = await transfer(ws, walletId, { to_address: payment.address });
    expect(created.status).toBe(201);
    expect(created.body.data.funds_ramp_payment).toBeNull();
  });
});
