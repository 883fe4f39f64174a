/**
 * Off-ramps funded from a workspace wallet (`source_wallet_id`, docs/ramp.md, Funding from a
 * wallet): the payment and its funding transfer are created together, the payment waits in
 * `pending` while the transfer awaits approval or is sent (past its funding deadline and sandbox
 * steps), moves on when the transfer completes, and is cancelled with a reason when the transfer
 * ends without the funds leaving. The test stack's sandbox funding window is 5 s and its step
 * 400 ms; custody settles withdrawals after about a second per step.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { offRamp, onRamp, waitForPayment } from '../support/ramp.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, setApprovals, transferReaches, until } from '../support/wallets.ts';
import { putSetting } from '../support/setting-changes.ts';
import { QUOTE_REQUEST } from '#shared/fixtures/request-bodies.ts';
import { PAST_FUNDING_DEADLINE_MS } from '../support/stack-env.ts';

const AMOUNT = '250000000';
const FUNDS = '5000000000';
const ALLOWED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

async function setUp(options: { approvals?: boolean; networks?: string[]; funds?: string } = {}) {
  const ws = await newWorkspace();
  const networks = options.networks ?? ['ethereum'];
  await enableNetworks(ws, ['ethereum', 'polygon']);
  const wallet = await newWallet(ws, networks);
  if (options.funds !== '0') await fund(ws, wallet.id, 'ethereum', 'USDC', options.funds ?? FUNDS);
  if (options.approvals === false) await setApprovals(ws, false);
  return { ws, walletId: wallet.id };
}

const create = (ws: TestWorkspace, walletId: string, overrides: Record<string, unknown> = {}) =>
  api('POST', '/v1/ramp/payments', { token: ws.token, body: offRamp('bank', { source_wallet_id: walletId, ...overrides }) });

const getTransfer = async (ws: TestWorkspace, id: string) => (await api('GET', `/v1/transfers/${id}`, { token: ws.token })).body.data;

/** The payment's events in sequence order: [type, status] pairs. */
async function paymentEvents(ws: TestWorkspace, reference: string) {
  const res = await api('GET', '/v1/events', { token: ws.token, query: { limit: '100' } });
  return (
    res.body.data.items as {
      type: string;
      resource_id: string;
      sequence: number;
      data: { status: string; failure_reason: string | null };
    }[]
  )
    .filter((e) => e.resource_id === reference)
    .sort((a, b) => a.sequence - b.sequence)
    .map((e) => [e.sequence, e.type, e.data.status, e.data.failure_reason]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an off-ramp funded from a workspace wallet', () => {
  it('waits in pending for the approval, past its funding deadline, then completes through processing to succeeded', async () => {
    const { ws, walletId } = await setUp();
    const approver = await newMember(ws, ['transfers:approve']);
    const res = await create(ws, walletId);
    expect(res.status, res.text).toBe(201);
    const payment = res.body.data;
    expect(payment).toMatchObject({ status: 'pending', source: { amount: AMOUNT, asset: 'USDC', network: 'ethereum' } });
    expect(payment.funding_transfer_id).toEqual(expect.any(String));
    expect(payment.funding_instructions).toEqual({
      type: 'wallet_transfer',
      wallet_id: walletId,
      transfer_id: payment.funding_transfer_id,
      network: 'ethereum',
      asset: 'USDC',
      amount: AMOUNT,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
    const transfer = await getTransfer(ws, payment.funding_transfer_id);
    expect(transfer).toMatchObject({
      wallet_id: walletId,
      funds_ramp_payment: payment.reference,
      approval_state: 'pending_approval',
      activity: {
        status: 'pending',
        amount_base_units: AMOUNT,
        asset_symbol: 'USDC',
        network_code: 'ethereum',
        to_address: payment.funding_instructions.address,
      },
    });
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: AMOUNT, available: '4750000000' });

    // Past the test stack's funding deadline and several sandbox steps: still pending, the transfer is in flight.
    await sleep(PAST_FUNDING_DEADLINE_MS);
    expect((await api('GET', `/v1/ramp/payments/${payment.reference}`, { token: ws.token })).body.data).toMatchObject({
      status: 'pending',
      failure_reason: null,
    });

    const approved = await api('POST', `/v1/transfers/${payment.funding_transfer_id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    await transferReaches(ws, payment.funding_transfer_id, ['completed']);
    const done = await waitForPayment(ws.token, payment.reference, (p) => p.status === 'succeeded', 10_000);
    expect(done).toMatchObject({ status: 'succeeded', funding_transfer_id: payment.funding_transfer_id, failure_reason: null });
    expect(await paymentEvents(ws, payment.reference)).toEqual([
      [1, 'ramp.payment.created', 'pending', null],
      [2, 'ramp.payment.processing', 'processing', null],
      [3, 'ramp.payment.succeeded', 'succeeded', null],
    ]);
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({
      balance: '4750000000',
      available: '4750000000',
      reserved: '0',
    });
  });

  it('goes straight through when approval is not required, the network taken from the wallet', async () => {
    const { ws, walletId } = await setUp({ approvals: false });
    const res = await create(ws, walletId, { source_network: undefined });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.source.network).toBe('ethereum');
    const transfer = await getTransfer(ws, res.body.data.funding_transfer_id);
    expect(transfer).toMatchObject({
      approval_state: 'not_required',
      custody_status: 'submitted',
      funds_ramp_payment: res.body.data.reference,
    });
    const done = await waitForPayment(ws.token, res.body.data.reference, (p) => p.status === 'succeeded', 10_000);
    expect(done.status).toBe('succeeded');
    expect((await getTransfer(ws, res.body.data.funding_transfer_id)).activity.status).toBe('completed');
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ balance: '4750000000', reserved: '0' });
  });

  it('is cancelled with a reason when its transfer is rejected, canceled or fails, and the reservation comes back', async () => {
    const { ws, walletId } = await setUp();
    const approver = await newMember(ws, ['transfers:approve']);

    const rejected = (await create(ws, walletId)).body.data;
    expect((await api('POST', `/v1/transfers/${rejected.funding_transfer_id}/reject`, { token: approver.token })).status).toBe(200);
    expect((await api('GET', `/v1/ramp/payments/${rejected.reference}`, { token: ws.token })).body.data).toMatchObject({
      status: 'cancelled',
      failure_reason: 'funding_transfer_rejected',
    });
    expect(await paymentEvents(ws, rejected.reference)).toEqual([
      [1, 'ramp.payment.created', 'pending', null],
      [2, 'ramp.payment.cancelled', 'cancelled', 'funding_transfer_rejected'],
    ]);

    const canceled = (await create(ws, walletId)).body.data;
    expect((await api('POST', `/v1/transfers/${canceled.funding_transfer_id}/cancel`, { token: ws.token })).status).toBe(200);
    expect((await api('GET', `/v1/ramp/payments/${canceled.reference}`, { token: ws.token })).body.data).toMatchObject({
      status: 'cancelled',
      failure_reason: 'funding_transfer_cancelled',
    });

    // The sandbox custody fails on chain an amount whose base units end in 4042 (its scenario, ending 42, succeeds).
    const failing = (await create(ws, walletId, { source_amount: '250004042' })).body.data;
    expect((await api('POST', `/v1/transfers/${failing.funding_transfer_id}/approve`, { token: approver.token })).status).toBe(200);
    await transferReaches(ws, failing.funding_transfer_id, ['failed']);
    expect((await api('GET', `/v1/ramp/payments/${failing.reference}`, { token: ws.token })).body.data).toMatchObject({
      status: 'cancelled',
      failure_reason: 'funding_transfer_failed',
    });
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ balance: FUNDS, available: FUNDS, reserved: '0' });
  });

  it('is created cancelled when custody refuses its transfer at once', async () => {
    const { ws, walletId } = await setUp({ approvals: false });
    // The sandbox custody refuses on submission an amount whose base units end in 4041.
    const res = await create(ws, walletId, { source_amount: '250004041' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'cancelled', failure_reason: 'funding_transfer_failed' });
    expect((await getTransfer(ws, res.body.data.funding_transfer_id)).activity.status).toBe('failed');
    expect(await paymentEvents(ws, res.body.data.reference)).toEqual([
      [1, 'ramp.payment.created', 'pending', null],
      [2, 'ramp.payment.cancelled', 'cancelled', 'funding_transfer_failed'],
    ]);
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: '0', available: FUNDS });
  });

  it('cancels the transfer with the payment while it awaits approval, and refuses once it is released', async () => {
    const { ws, walletId } = await setUp();
    const approver = await newMember(ws, ['transfers:approve']);
    const payment = (await create(ws, walletId)).body.data;
    const cancelled = await api('POST', `/v1/ramp/payments/${payment.reference}/cancel`, { token: ws.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', failure_reason: null });
    expect(await getTransfer(ws, payment.funding_transfer_id)).toMatchObject({
      approval_state: 'canceled',
      activity: { status: 'canceled' },
      canceled_by_email: ws.owner.email,
    });
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: '0' });

    const released = (await create(ws, walletId)).body.data;
    expect((await api('POST', `/v1/transfers/${released.funding_transfer_id}/approve`, { token: approver.token })).status).toBe(200);
    const refused = await api('POST', `/v1/ramp/payments/${released.reference}/cancel`, { token: ws.token });
    expect([refused.status, refused.body.error?.code], refused.text).toEqual([409, 'invalid_state_transition']);
    expect(refused.body.error.details).toMatchObject({ status: 'pending', funding_transfer_id: released.funding_transfer_id });
    // Nor does the sandbox advance it while its transfer is in flight.
    const advanced = await api('POST', `/v1/sandbox/ramp/payments/${released.reference}/advance`, {
      token: ws.token,
      body: { status: 'processing' },
    });
    expect(advanced.status).toBe(409);
    expect((await waitForPayment(ws.token, released.reference, (p) => p.status === 'succeeded', 10_000)).status).toBe('succeeded');
  });

  it('settles a race of cancels, rejections and approvals once: one outcome, one event, one release', async () => {
    const { ws, walletId } = await setUp();
    const approver = await newMember(ws, ['transfers:approve']);
    const payment = (await create(ws, walletId)).body.data;
    const transferId = payment.funding_transfer_id;
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => api('POST', `/v1/ramp/payments/${payment.reference}/cancel`, { token: ws.token })),
      ...Array.from({ length: 2 }, () => api('POST', `/v1/transfers/${transferId}/reject`, { token: approver.token })),
      api('POST', `/v1/transfers/${transferId}/approve`, { token: approver.token }),
    ]);
    // Nothing a racing caller sends yields a 500: each either won or was told why not.
    expect(
      results.every((r) => r.status === 200 || r.status === 409),
      results.map((r) => r.text).join('\n'),
    ).toBe(true);
    const transfer = await getTransfer(ws, transferId);
    const final = await waitForPayment(ws.token, payment.reference, (p) => p.status === 'cancelled' || p.status === 'succeeded', 10_000);
    const events = await paymentEvents(ws, payment.reference);
    if (transfer.approval_state === 'approved') {
      expect(final.status).toBe('succeeded');
      expect(events.map((e) => e[1])).toEqual(['ramp.payment.created', 'ramp.payment.processing', 'ramp.payment.succeeded']);
    } else {
      expect(final.status).toBe('cancelled');
      expect(events).toEqual([
        [1, 'ramp.payment.created', 'pending', null],
        [2, 'ramp.payment.cancelled', 'cancelled', transfer.approval_state === 'rejected' ? 'funding_transfer_rejected' : null],
      ]);
      expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: '0', available: FUNDS });
    }
    const transferEvents = (await api('GET', '/v1/events', { token: ws.token, query: { limit: '100' } })).body.data.items.filter(
      (e: { resource_id: string; type: string }) =>
        e.resource_id === transferId && ['transfer.rejected', 'transfer.canceled', 'transfer.approved'].includes(e.type),
    );
    expect(transferEvents).toHaveLength(1);
  });

  it('creates one payment and one transfer for concurrent requests with one idempotency key', async () => {
    const { ws, walletId } = await setUp();
    const body = offRamp('bank', { source_wallet_id: walletId, idempotency_key: `wallet-funded-${crypto.randomUUID()}` });
    const results = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/v1/ramp/payments', { token: ws.token, body })));
    const created = results.filter((r) => r.status === 201);
    expect(
      results.every((r) => r.status === 201 || (r.status === 409 && r.body.error.code === 'idempotency_key_in_progress')),
      results.map((r) => r.text).join('\n'),
    ).toBe(true);
    expect(created.length).toBeGreaterThan(0);
    const references = new Set(created.map((r) => r.body.data.reference));
    expect(references.size).toBe(1);
    const replay = await until(
      () => api('POST', '/v1/ramp/payments', { token: ws.token, body }),
      (r) => r.status === 201,
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.reference).toBe(created[0]!.body.data.reference);
    expect(replay.body.data.funding_transfer_id).toBe(created[0]!.body.data.funding_transfer_id);
    const transfers = await api('GET', '/v1/transfers', { token: ws.token, query: { wallet_id: walletId } });
    expect(transfers.body.data.items.map((t: { id: string }) => t.id)).toEqual([replay.body.data.funding_transfer_id]);
    const payments = await api('GET', '/v1/ramp/payments', { token: ws.token });
    expect(payments.body.data.items).toHaveLength(1);
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: AMOUNT });
  });

  it('passes a non-empty allow-list as the payment’s funding', async () => {
    const { ws, walletId } = await setUp();
    await putSetting(ws, '/v1/workspace/transfer-policy', { allowed_destination_addresses: [ALLOWED], blocked_destination_addresses: [] });
    const res = await create(ws, walletId);
    expect(res.status, res.text).toBe(201);
    expect((await getTransfer(ws, res.body.data.funding_transfer_id)).funds_ramp_payment).toBe(res.body.data.reference);
  });

  it('answers as the transfers route does for the wallet, its network, asset and funds', async () => {
    const { ws, walletId } = await setUp({ funds: '0', networks: ['ethereum', 'polygon'] });
    const short = await create(ws, walletId);
    expect([short.status, short.body.error?.code], short.text).toEqual([422, 'insufficient_funds']);
    expect(short.body.error.details).toMatchObject({ available: '0', requested: AMOUNT, asset_symbol: 'USDC' });
    // Refused, it wrote nothing.
    expect((await api('GET', '/v1/ramp/payments', { token: ws.token })).body.data.items).toEqual([]);
    expect((await api('GET', '/v1/transfers', { token: ws.token })).body.data.items).toEqual([]);

    const unknown = await create(ws, crypto.randomUUID());
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'not_found']);
    const other = await setUp({ funds: '0' });
    expect((await create(ws, other.walletId)).status).toBe(404);

    const wrongNetwork = await create(other.ws, other.walletId, { source_network: 'polygon' });
    expect([wrongNetwork.status, wrongNetwork.body.error?.code, wrongNetwork.body.error?.details?.reason]).toEqual([
      422,
      'network_not_enabled',
      'wallet',
    ]);
    const wrongAsset = await create(ws, walletId, { source_asset: 'SOL' });
    expect([wrongAsset.status, wrongAsset.body.error?.code]).toEqual([400, 'invalid_request']);
    // The wallet holds USDC on two networks: which one must be said.
    const ambiguous = await create(ws, walletId, { source_network: undefined });
    expect([ambiguous.status, Object.keys(ambiguous.body.error?.details?.fields ?? {})]).toEqual([400, ['body.source_network']]);
    const onRampFromWallet = await api('POST', '/v1/ramp/payments', { token: ws.token, body: onRamp({ source_wallet_id: walletId }) });
    expect([onRampFromWallet.status, Object.keys(onRampFromWallet.body.error?.details?.fields ?? {})]).toEqual([
      400,
      ['body.source_wallet_id'],
    ]);
  });

  it('reports in a dry run what the funding transfer would meet, writing nothing', async () => {
    const { ws, walletId } = await setUp({ funds: '100000000' });
    const dry = await create(ws, walletId, { dry_run: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toMatchObject({
      dry_run: true,
      would_succeed: false,
      funding_transfer: {
        wallet_id: walletId,
        network: 'ethereum',
        asset: 'USDC',
        amount: AMOUNT,
        policy: { allowed: true, rule: null },
        balance: { sufficient: false, available: '100000000', requested: AMOUNT, asset_symbol: 'USDC', decimals: 6 },
        approval: { required: true, required_approvals: 1 },
      },
    });
    const enough = await create(ws, walletId, { dry_run: true, source_amount: '50000000' });
    expect(enough.body.data).toMatchObject({ would_succeed: true, funding_transfer: { balance: { sufficient: true } } });
    const plain = await api('POST', '/v1/ramp/payments', { token: ws.token, body: offRamp('bank', { dry_run: true }) });
    expect(plain.body.data.funding_transfer).toBeNull();
    expect((await api('GET', '/v1/transfers', { token: ws.token })).body.data.items).toEqual([]);
    expect(await balanceOf(ws, walletId, 'ethereum', 'USDC')).toMatchObject({ reserved: '0' });
  });

  it('funds a payment created by executing a quote', async () => {
    const { ws, walletId } = await setUp({ approvals: false });
    const quoteRequest = await api('POST', '/v1/quote-requests', {
      token: ws.token,
      body: { ...QUOTE_REQUEST, source_amount: AMOUNT },
    });
    expect(quoteRequest.status, quoteRequest.text).toBe(201);
    const id = quoteRequest.body.data.quote_request.id as string;
    const quotes = await api('GET', `/v1/quote-requests/${id}/quotes`, { token: ws.token });
    const executed = await api('POST', `/v1/quote-requests/${id}/execute`, {
      token: ws.token,
      body: { quote_id: quotes.body.data.items[0].id, destination: offRamp('bank').destination, source_wallet_id: walletId },
    });
    expect(executed.status, executed.text).toBe(201);
    expect(executed.body.data).toMatchObject({
      status: 'pending',
      quote_reference: quotes.body.data.items[0].id,
      funding_instructions: { type: 'wallet_transfer', wallet_id: walletId },
    });
    const transfer = await getTransfer(ws, executed.body.data.funding_transfer_id);
    expect(transfer).toMatchObject({ funds_ramp_payment: executed.body.data.reference, activity: { amount_base_units: AMOUNT } });
    expect((await waitForPayment(ws.token, executed.body.data.reference, (p) => p.status === 'succeeded', 10_000)).status).toBe(
      'succeeded',
    );
  });
});
