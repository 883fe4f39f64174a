/**
 * One credit per arrival (docs/ramp.md, Delivery): a live on-ramp into a live custody wallet, in
 * hybrid mode with the partner's signed callbacks, on the local chain. The chain credits the
 * wallet; the partner's `succeeded` links the payment to that deposit and credits nothing,
 * whichever comes first; a success no deposit matches is marked and logged at error level after
 * the wait (the stack's is 8 s); one deposit never serves two payments. Live wallets come from the
 * test stack (KMS custody on), payments and callbacks go through a hybrid gateway over its table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, newWorkspace, type ApiResponse, type TestWorkspace } from '../support/api.ts';
import { until } from '../support/wallets.ts';
import { balanceOf as chainBalance, mintUsdc } from '#shared/fixtures/chain.ts';

const stack = inject('stack');
const chain = stack.chain;
const usdc = () => chain!.tokens.USDC as `0x${string}`;
const live = { environment: 'live' } as const;
const MISSING_LINE = 'on-ramp delivery has no matching deposit';

let hybridModule: typeof import('../support/hybrid.ts') | undefined;
const hybrid = async () => (hybridModule ??= await import('../support/hybrid.ts'));

afterAll(async () => {
  await hybridModule?.stopHybrid();
});

if (!chain)
  console.log('[ramp-chain-delivery] skipped: live custody is off in this stack (its start line says why: moto or anvil missing)');

interface Payment {
  reference: string;
  provider_reference: string;
  status: string;
  destination_amount: { amount: string };
  delivery: {
    address: string;
    wallet_id: string | null;
    transaction_id: string | null;
    chain_credit?: {
      status: string;
      tx_hash: string | null;
      matched_by: string | null;
      matched_at: string | null;
      deposit_missing_at: string | null;
    };
  };
}

describe.skipIf(!chain)('live on-ramps into a custody wallet: one credit per arrival', { timeout: 120_000 }, () => {
  async function liveWallet(): Promise<{ ws: TestWorkspace; id: string; address: `0x${string}` }> {
    const ws = await newWorkspace('Live on-ramps');
    const net = await api('PUT', '/v1/workspace/networks', { token: ws.token, query: live, body: { enabled_networks: ['ethereum'] } });
    expect(net.status, net.text).toBe(200);
    const res = await api('POST', '/v1/wallets', { token: ws.token, query: live, body: { name: 'Live treasury', networks: ['ethereum'] } });
    expect(res.status, res.text).toBe(201);
    return { ws, id: res.body.data.wallet.id, address: res.body.data.wallet.accounts[0].address };
  }

  async function onRamp(ws: TestWorkspace, address: string, sourceAmount = '50000000'): Promise<Payment> {
    const { hybrid: started, hybridOffRamp } = await hybrid();
    const res = await api('POST', '/v1/ramp/payments', {
      token: ws.token,
      baseUrl: (await started()).url,
      query: live,
      body: {
        ...hybridOffRamp(),
        direction: 'on_ramp',
        source_asset: 'NGN',
        source_amount: sourceAmount,
        source_network: undefined,
        destination_asset: 'USDC',
        deliver_to: { network: 'ethereum', address },
      },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data;
  }

  async function succeed(payment: Payment, txHash?: string): Promise<ApiResponse> {
    const { deliver, statusEvent } = await hybrid();
    const res = await deliver(statusEvent(payment, 'succeeded', txHash ? { tx_hash: txHash } : {}));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ applied: true, payment_status: 'succeeded' });
    return res;
  }

  const read = async (ws: TestWorkspace, reference: string): Promise<Payment> =>
    (await api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token, query: live })).body.data;

  const deposits = async (ws: TestWorkspace, walletId: string) =>
    (
      (await api('GET', `/v1/wallets/${walletId}/transactions`, { token: ws.token, query: { ...live, limit: '100' } })).body.data.items as {
        id: string;
        type: string;
        status: string;
        tx_hash: string;
        amount_base_units: string;
        ramp_payment_reference: string | null;
      }[]
    ).filter((t) => t.type === 'deposit');

  /** The wallet's USDC in the ledger, once every deposit has completed. */
  async function settledBalance(ws: TestWorkspace, walletId: string, count: number): Promise<string> {
    await until(
      () => deposits(ws, walletId),
      (d) => d.length === count && d.every((t) => t.status === 'completed'),
      30_000,
    );
    const res = await api('GET', '/v1/balances', { token: ws.token, query: live });
    const item = res.body.data.items.find((i: { wallet_id: string }) => i.wallet_id === walletId);
    return item.balances.find((b: { symbol: string }) => b.symbol === 'USDC').balance;
  }

  const creditStatus = (ws: TestWorkspace, reference: string, status: string) =>
    until(
      () => read(ws, reference),
      (p) => p.delivery.chain_credit?.status === status,
      30_000,
    );

  it('credits once when the success comes first: the payment waits, then links the deposit the watcher credits', async () => {
    const { ws, id, address } = await liveWallet();
    const payment = await onRamp(ws, address);
    const amount = BigInt(payment.destination_amount.amount);
    await succeed(payment);
    const waiting = await read(ws, payment.reference);
    expect(waiting.status).toBe('succeeded');
    expect(waiting.delivery).toMatchObject({
      wallet_id: id,
      transaction_id: null,
      chain_credit: { status: 'awaiting_deposit', tx_hash: null, matched_at: null },
    });
    expect(await deposits(ws, id)).toEqual([]);

    const hash = await mintUsdc(chain!.url, usdc(), address, amount);
    const linked = await creditStatus(ws, payment.reference, 'credited');
    expect(linked.delivery.chain_credit).toMatchObject({
      status: 'credited',
      tx_hash: hash,
      matched_by: 'amount',
      matched_at: expect.any(String),
      deposit_missing_at: null,
    });
    const balance = await settledBalance(ws, id, 1);
    expect(BigInt(balance)).toBe(await chainBalance(chain!.url, usdc(), address));
    expect(BigInt(balance)).toBe(amount);
    const [deposit] = await deposits(ws, id);
    expect(deposit).toMatchObject({ id: linked.delivery.transaction_id, tx_hash: hash, ramp_payment_reference: payment.reference });
  });

  it("credits once when the deposit comes first: the success links the credited deposit by the partner's hash", async () => {
    const { ws, id, address } = await liveWallet();
    const payment = await onRamp(ws, address, '60000000');
    const amount = BigInt(payment.destination_amount.amount);
    const hash = await mintUsdc(chain!.url, usdc(), address, amount);
    await settledBalance(ws, id, 1);
    const { deliver, statusEvent } = await hybrid();
    const malformed = await deliver(statusEvent(payment, 'succeeded', { tx_hash: hash.slice(0, 40) }));
    expect([malformed.status, Object.keys(malformed.body.error.details.fields)]).toEqual([400, ['body.data.tx_hash']]);
    await succeed(payment, hash.toUpperCase().replace('0X', '0x'));
    const linked = await read(ws, payment.reference);
    expect(linked.delivery.chain_credit).toMatchObject({
      status: 'credited',
      tx_hash: hash,
      matched_by: 'tx_hash',
      deposit_missing_at: null,
    });
    const balance = await settledBalance(ws, id, 1);
    expect(BigInt(balance)).toBe(await chainBalance(chain!.url, usdc(), address));
    expect(BigInt(balance)).toBe(amount);
    const [deposit] = await deposits(ws, id);
    expect(deposit).toMatchObject({ id: linked.delivery.transaction_id, ramp_payment_reference: payment.reference });
    // The succeeded event carries the link.
    const events = await api('GET', '/v1/events', { token: ws.token, query: { ...live, limit: '50' } });
    const succeeded = events.body.data.items.find((e: { type: string }) => e.type === 'ramp.payment.succeeded');
    expect(succeeded.data.delivery).toMatchObject({ transaction_id: deposit!.id, chain_credit: { status: 'credited' } });
  });

  it('gives one deposit to one of two concurrent successes; the other raises its alarm after the wait, then links a later deposit', async () => {
    const { ws, id, address } = await liveWallet();
    const first = await onRamp(ws, address, '70000000');
    const second = await onRamp(ws, address, '70000000');
    const amount = BigInt(first.destination_amount.amount);
    expect(second.destination_amount.amount).toBe(first.destination_amount.amount);
    await mintUsdc(chain!.url, usdc(), address, amount);
    await settledBalance(ws, id, 1);
    await Promise.all([succeed(first), succeed(second)]);
    const both = await Promise.all([read(ws, first.reference), read(ws, second.reference)]);
    expect(both.map((p) => p.delivery.chain_credit?.status).sort()).toEqual(['awaiting_deposit', 'credited']);
    const unmatched = both.find((p) => p.delivery.chain_credit?.status === 'awaiting_deposit')!;

    const missing = await creditStatus(ws, unmatched.reference, 'deposit_missing');
    expect(missing.delivery).toMatchObject({
      transaction_id: null,
      chain_credit: { status: 'deposit_missing', deposit_missing_at: expect.any(String) },
    });
    expect(await alarmLine(unmatched.reference)).toMatchObject({ level: 'error', amount: amount.toString(), network: 'ethereum' });
    expect(BigInt(await settledBalance(ws, id, 1))).toBe(await chainBalance(chain!.url, usdc(), address));

    // The delivery arrives late: it is credited once, by the chain, and the payment links it.
    await mintUsdc(chain!.url, usdc(), address, amount);
    const late = await creditStatus(ws, unmatched.reference, 'credited');
    expect(late.delivery.chain_credit).toMatchObject({
      matched_by: 'amount',
      deposit_missing_at: missing.delivery.chain_credit!.deposit_missing_at,
    });
    const balance = await settledBalance(ws, id, 2);
    expect(BigInt(balance)).toBe(await chainBalance(chain!.url, usdc(), address));
    expect(BigInt(balance)).toBe(2n * amount);
    const references = (await deposits(ws, id)).map((d) => d.ramp_payment_reference).sort();
    expect(references).toEqual([first.reference, second.reference].sort());
  });
});

/** The watcher's error line about a payment in the stack's log, waited for briefly. */
async function alarmLine(reference: string): Promise<Record<string, unknown> | undefined> {
  const file = join(stack.logDir, 'stack.log');
  const found = await until(
    async () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .find((l) => l.includes(MISSING_LINE) && l.includes(reference))
        : undefined,
    (line) => line !== undefined,
    10_000,
  );
  return found === undefined ? undefined : (JSON.parse(found.slice(found.indexOf('{'))) as Record<string, unknown>);
}
