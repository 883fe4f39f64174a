/**
 * On-ramps deliver their stablecoin to an address (docs/ramp.md, Rails and destinations and
 * Delivery): `deliver_to` on a fiat rail, `destination.wallet` on the wallet rail. When the
 * address is one of the workspace's wallets, the write that moves the payment to `succeeded`
 * records the wallet's inbound transaction, so the wallet is credited exactly once. An exclusive
 * file: its races send hundreds of reads in a second and expect no 503, which holds on this
 * stack alone, not beside another file's load on a two-core machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault, tracedCalls } from '../support/faults.ts';
import { createPayment, ETH_ADDRESS, onRamp, waitForPayment } from '../support/ramp.ts';
import { hybrid, stopHybrid } from '../support/hybrid.ts';
import { putSetting } from '../support/setting-changes.ts';
import { balanceOf, enableNetworks, newWallet, until } from '../support/wallets.ts';

const OTHER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

// Live payments need a partner: the hybrid gateway's (test/support/hybrid.ts), over the same table.
beforeAll(async () => {
  await hybrid();
}, 60_000);
afterAll(stopHybrid);

/** A workspace with a sandbox wallet on base, and the wallet's base address. */
async function withWallet(): Promise<{ ws: TestWorkspace; walletId: string; address: string }> {
  const ws = await newWorkspace();
  await enableNetworks(ws, ['base', 'ethereum']);
  const wallet = await newWallet(ws, ['base', 'ethereum']);
  return { ws, walletId: wallet.id, address: wallet.accounts.find((a) => a.network_code === 'base')!.address };
}

const transactionsOf = async (ws: TestWorkspace, walletId: string) =>
  (await api('GET', `/v1/wallets/${walletId}/transactions`, { token: ws.token, query: { limit: '100' } })).body.data.items as {
    id: string;
    status: string;
    direction: string;
    amount_base_units: string;
    ramp_payment_reference: string | null;
    to_address: string;
  }[];

const eventsOf = async (ws: TestWorkspace) =>
  (await api('GET', '/v1/events', { token: ws.token, query: { limit: '100' } })).body.data.items as {
    type: string;
    data: Record<string, any>;
  }[];

const advance = (ws: TestWorkspace, reference: string, status: string) =>
  api('POST', `/v1/sandbox/ramp/payments/${reference}/advance`, { token: ws.token, body: { status } });

/** Waits for the delivery's transaction to complete (the deposits' confirmation job) and checks the one credit. */
async function expectCreditedOnce(ws: TestWorkspace, walletId: string, payment: { reference: string; delivery: any }) {
  const amount = payment.delivery.amount as string;
  const transactionId = payment.delivery.transaction_id as string;
  expect(transactionId).toEqual(expect.any(String));
  const txns = await until(
    () => transactionsOf(ws, walletId),
    (t) => t.length > 0 && t.every((x) => x.status === 'completed'),
  );
  expect(txns).toHaveLength(1);
  expect(txns[0]).toMatchObject({
    id: transactionId,
    direction: 'inbound',
    status: 'completed',
    amount_base_units: amount,
    ramp_payment_reference: payment.reference,
  });
  const one = await api('GET', `/v1/transactions/${transactionId}`, { token: ws.token });
  expect(one.body.data.transaction).toMatchObject({ ramp_payment_reference: payment.reference, to_address: payment.delivery.address });
  const balance = await balanceOf(ws, walletId, payment.delivery.network, payment.delivery.asset);
  expect(balance).toMatchObject({ balance: amount, available: amount, pending: '0' });
  const events = await until(
    () => eventsOf(ws),
    (e) => e.some((x) => x.type === 'transaction.completed'),
  );
  const types = events
    .filter((e) => e.data.transaction?.id === transactionId)
    .map((e) => e.type)
    .sort();
  expect(types).toEqual(['transaction.completed', 'transaction.created']);
  const succeeded = events.find((e) => e.type === 'ramp.payment.succeeded' && e.data.reference === payment.reference);
  expect(succeeded?.data.delivery).toMatchObject({ transaction_id: transactionId, wallet_id: walletId });
}

describe('on-ramp delivery', () => {
  it('delivers a fiat-rail on-ramp to deliver_to and credits the own wallet once, linked both ways', async () => {
    const { ws, walletId, address } = await withWallet();
    const res = await createPayment(
      ws.token,
      onRamp({ destination_network: undefined, deliver_to: { network: 'base', address: address.toLowerCase() } }),
    );
    expect(res.status, res.text).toBe(201);
    const p = res.body.data;
    expect(p.destination_amount).toMatchObject({ asset: 'USDC', network: 'base' });
    expect(p.delivery).toEqual({
      network: 'base',
      address,
      asset: 'USDC',
      amount: p.destination_amount.amount,
      wallet_id: walletId,
      transaction_id: null,
    });
    expect(p.funding_instructions).toMatchObject({ type: 'fiat_transfer', method: 'bank_transfer', currency: 'NGN', amount: '50000000' });
    expect(await transactionsOf(ws, walletId)).toEqual([]);
    const done = await waitForPayment(ws.token, p.reference, (x) => x.status === 'succeeded');
    expect(done.status).toBe('succeeded');
    await expectCreditedOnce(ws, walletId, done as any);
    // Reading again changes nothing.
    expect((await api('GET', `/v1/ramp/payments/${p.reference}`, { token: ws.token })).body.data.delivery).toEqual((done as any).delivery);
    expect(await transactionsOf(ws, walletId)).toHaveLength(1);
  });

  it('delivers a wallet-rail on-ramp to destination.wallet, paid in by the corridor collection method, credited on a manual advance', async () => {
    const { ws, walletId, address } = await withWallet();
    // An amount ending in 03 never moves on its own (until its funding deadline): only the advances move it.
    const res = await createPayment(
      ws.token,
      onRamp({
        rail: 'wallet',
        source_amount: '50000003',
        destination_network: undefined,
        deliver_to: undefined,
        destination: { wallet: { network: 'base', address } },
      }),
    );
    expect(res.status, res.text).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({ rail: 'wallet', destination: { wallet: { network: 'base', address } } });
    expect(p.delivery).toMatchObject({ network: 'base', address, wallet_id: walletId, transaction_id: null });
    expect(p.funding_instructions).toMatchObject({ type: 'fiat_transfer', method: 'bank_transfer', currency: 'NGN' });
    expect((await advance(ws, p.reference, 'processing')).status).toBe(200);
    expect(await transactionsOf(ws, walletId)).toEqual([]);
    const succeeded = await advance(ws, p.reference, 'succeeded');
    expect(succeeded.status, succeeded.text).toBe(200);
    expect(succeeded.body.data.delivery.transaction_id).toEqual(expect.any(String));
    await expectCreditedOnce(ws, walletId, succeeded.body.data);
    expect((await advance(ws, p.reference, 'succeeded')).status).toBe(409);
    expect(await transactionsOf(ws, walletId)).toHaveLength(1);
  });

  it('answers a read whose due transition meets another write in flight with the payment as settled, not 503', async () => {
    const { ws, address } = await withWallet();
    // The scheduled step (every second here) may write the due transition before the read does;
    // such an attempt proves nothing, so the test makes another payment.
    const readMakingTheWrite = async () => {
      const scope = `ramp-settle-${crypto.randomUUID()}`;
      const { reference } = (await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address } }))).body.data;
      // The scenario's first step falls due 400 ms after creation; the read then has a write to make.
      await new Promise((r) => setTimeout(r, 600));
      try {
        await injectFault({ service: 'dynamodb', command: 'TransactWriteItems', times: 3, error: 'conflict', scope });
        const read = await api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token, headers: faultHeaders(scope) });
        const writes = (await tracedCalls(scope)).filter((c) => c.command === 'TransactWriteItems');
        return { read, writes };
      } finally {
        await clearFaults(scope);
      }
    };
    let attempt = await readMakingTheWrite();
    for (let tries = 1; attempt.writes.length === 0 && tries < 6; tries++) attempt = await readMakingTheWrite();
    const { read, writes } = attempt;
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.status).not.toBe('pending');
    expect(writes.map((c) => c.failed !== null)).toEqual([true, true, true, false]);
  });

  it('credits once when many reads race the transition to succeeded', async () => {
    const { ws, walletId, address } = await withWallet();
    const { reference } = (await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address } }))).body.data;
    // The scenario moves at 400 ms steps: reads from before the first step to after the last.
    const until = Date.now() + 1500;
    const reads: Promise<{ status: number }>[] = [];
    while (Date.now() < until) {
      for (let i = 0; i < 6; i++) {
        reads.push(api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token }));
        reads.push(api('GET', '/v1/ramp/payments', { token: ws.token }));
      }
      await new Promise((r) => setTimeout(r, 60));
    }
    const statuses = (await Promise.all(reads)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const done = await waitForPayment(ws.token, reference, (x) => x.status === 'succeeded');
    await expectCreditedOnce(ws, walletId, done as any);
    const moves = (await eventsOf(ws)).filter((e) => e.data.reference === reference).map((e) => e.type);
    expect(moves.sort()).toEqual(['ramp.payment.created', 'ramp.payment.processing', 'ramp.payment.succeeded']);
  });

  it('credits nothing for failed, expired or cancelled on-ramps, nor for an external address', async () => {
    const { ws, walletId, address } = await withWallet();
    const to = { deliver_to: { network: 'base', address } };
    const failed = (await createPayment(ws.token, onRamp({ ...to, source_amount: '50000002' }))).body.data.reference;
    const expired = (await createPayment(ws.token, onRamp({ ...to, source_amount: '50000003' }))).body.data.reference;
    const cancelled = (await createPayment(ws.token, onRamp({ ...to, source_amount: '50000003' }))).body.data.reference;
    expect((await api('POST', `/v1/ramp/payments/${cancelled}/cancel`, { token: ws.token })).status).toBe(200);
    const external = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address: ETH_ADDRESS } }));
    expect(external.body.data.delivery).toMatchObject({ address: ETH_ADDRESS, wallet_id: null, transaction_id: null });
    const ends = await Promise.all([
      waitForPayment(ws.token, failed, (x) => x.status === 'failed'),
      waitForPayment(ws.token, expired, (x) => x.status === 'expired'),
      waitForPayment(ws.token, external.body.data.reference, (x) => x.status === 'succeeded'),
    ]);
    expect(ends.map((e) => e.status)).toEqual(['failed', 'expired', 'succeeded']);
    expect((ends[2] as any).delivery).toMatchObject({ wallet_id: null, transaction_id: null });
    for (const e of ends.slice(0, 2)) expect((e as any).delivery.transaction_id).toBeNull();
    expect(await transactionsOf(ws, walletId)).toEqual([]);
    expect(await balanceOf(ws, walletId, 'base', 'USDC')).toMatchObject({ balance: '0', pending: '0' });
    expect((await eventsOf(ws)).filter((e) => e.type.startsWith('transaction.'))).toEqual([]);
  });
});

describe('on-ramp delivery across tenants', () => {
  it("treats another workspace's wallet, or the same wallet from the other environment, as an external address", async () => {
    const owner = await withWallet();
    const other = await newWorkspace();
    const res = await createPayment(other.token, onRamp({ deliver_to: { network: 'base', address: owner.address } }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.delivery).toMatchObject({ address: owner.address, wallet_id: null });
    // Live payments need a partner: submitted through the hybrid gateway, over the same table.
    const live = await api('POST', '/v1/ramp/payments', {
      token: owner.ws.token,
      baseUrl: (await hybrid()).url,
      query: { environment: 'live' },
      body: onRamp({ deliver_to: { network: 'base', address: owner.address } }),
    });
    expect(live.status, live.text).toBe(201);
    expect(live.body.data.delivery).toMatchObject({ address: owner.address, wallet_id: null });
    const done = await waitForPayment(other.token, res.body.data.reference, (x) => x.status === 'succeeded');
    expect((done as any).delivery.transaction_id).toBeNull();
    expect(await transactionsOf(owner.ws, owner.walletId)).toEqual([]);
    expect((await eventsOf(owner.ws)).filter((e) => e.type.startsWith('transaction.'))).toEqual([]);
  });
});

describe('on-ramp delivery and the transfer policy', () => {
  const setPolicy = async (ws: TestWorkspace, allowed: string[], blocked: string[]) =>
    (
      await putSetting(ws, '/v1/workspace/transfer-policy', {
        allowed_destination_addresses: allowed,
        blocked_destination_addresses: blocked,
      })
    ).policy.version as number;

  it('refuses a blocked delivery address, own wallets included, and a dry run reports it', async () => {
    const { ws, address } = await withWallet();
    const version = await setPolicy(ws, [], [ETH_ADDRESS, address]);
    const blocked = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address: ETH_ADDRESS.toLowerCase() } }));
    expect([blocked.status, blocked.body.error?.code]).toEqual([422, 'transfer_policy_violation']);
    expect(blocked.body.error.details).toEqual({ rule: 'blocked_destination', address: ETH_ADDRESS, policy_version: version });
    const own = await createPayment(
      ws.token,
      onRamp({
        rail: 'wallet',
        destination_network: undefined,
        deliver_to: undefined,
        destination: { wallet: { network: 'base', address } },
      }),
    );
    expect(own.body.error).toMatchObject({ code: 'transfer_policy_violation', details: { rule: 'blocked_destination', address } });
    const dry = await createPayment(ws.token, onRamp({ dry_run: true }));
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toEqual({
      dry_run: true,
      would_succeed: false,
      provider: 'naira_rails',
      destination: { network: 'base', address: ETH_ADDRESS },
      policy: { allowed: false, rule: 'blocked_destination', version },
      funding_transfer: null,
    });
    expect((await api('GET', '/v1/ramp/payments', { token: ws.token })).body.data.items).toEqual([]);
  });

  it("admits allow-listed delivery addresses and the workspace's own wallets when the allow-list is not empty", async () => {
    const { ws, walletId, address } = await withWallet();
    const version = await setPolicy(ws, [OTHER], []);
    // Nothing leaves the workspace: its own wallet passes the allow-list.
    const own = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address } }));
    expect(own.status, own.text).toBe(201);
    expect(own.body.data.delivery.wallet_id).toBe(walletId);
    expect((await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address: OTHER } }))).status).toBe(201);
    // Another workspace's wallet is an external address to this one.
    const stranger = await withWallet();
    const theirs = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address: stranger.address } }));
    expect(theirs.body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'not_in_allow_list', address: stranger.address, policy_version: version },
    });
    const dry = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address }, dry_run: true }));
    expect(dry.body.data).toMatchObject({
      would_succeed: true,
      destination: { network: 'base', address },
      policy: { allowed: true, rule: null },
    });
    // The block-list still applies to the workspace's own wallets.
    await setPolicy(ws, [OTHER], [address]);
    const blocked = await createPayment(ws.token, onRamp({ deliver_to: { network: 'base', address } }));
    expect(blocked.body.error).toMatchObject({ code: 'transfer_policy_violation', details: { rule: 'blocked_destination', address } });
  });
});

describe('on-ramp delivery validation', () => {
  const fieldsOf = (body: any) => Object.keys(body.error?.details?.fields ?? {}).sort();

  it('requires deliver_to on a fiat rail and refuses it elsewhere, with field details', async () => {
    const ws = await newWorkspace();
    const cases: [Record<string, unknown>, string[]][] = [
      [onRamp({ deliver_to: undefined }), ['body.deliver_to']],
      [
        onRamp({ rail: 'wallet', destination_network: undefined, destination: { wallet: { network: 'base', address: ETH_ADDRESS } } }),
        ['body.deliver_to'],
      ],
      [
        {
          ...onRamp(),
          direction: 'off_ramp',
          source_asset: 'USDC',
          source_network: 'ethereum',
          source_amount: '100000000',
          destination_asset: 'NGN',
          destination_network: undefined,
        },
        ['body.deliver_to'],
      ],
      [onRamp({ destination_network: 'ethereum' }), ['body.destination_network']],
      [
        onRamp({
          rail: 'wallet',
          deliver_to: undefined,
          destination_network: 'ethereum',
          destination: { wallet: { network: 'base', address: ETH_ADDRESS } },
        }),
        ['body.destination_network'],
      ],
      [onRamp({ deliver_to: { network: 'base', address: '0x1234' } }), ['body.deliver_to.address']],
      [onRamp({ deliver_to: { network: 'base', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358' } }), ['body.deliver_to.address']],
      [onRamp({ deliver_to: { network: 'dogechain', address: ETH_ADDRESS } }), ['body.deliver_to.network']],
      [
        onRamp({
          destination_network: undefined,
          deliver_to: { network: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
        }),
        ['body.destination_asset'],
      ],
      [onRamp({ deliver_to: { network: 'base' } }), ['body.deliver_to.address']],
    ];
    for (const [body, fields] of cases) {
      const res = await createPayment(ws.token, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual(fields);
    }
  });

  it('takes the delivery network as destination_network when it is omitted', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(
      ws.token,
      onRamp({ destination_network: undefined, deliver_to: { network: 'polygon', address: ETH_ADDRESS } }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.destination_amount.network).toBe('polygon');
    expect(res.body.data.delivery).toMatchObject({ network: 'polygon', address: ETH_ADDRESS, wallet_id: null });
  });
});
