/**
 * One end-to-end journey through a client generated from the OpenAPI document
 * (openapi-typescript types + openapi-fetch), proving the document is usable by tools no one
 * here wrote. Every response also passes the conformance check.
 *
 * Each step is one test sharing `journey` (tests in a file run in order): a key, the policy, the
 * networks, a webhook, a wallet funded by a sandbox deposit, a transfer out of it, a ramp payment.
 */
import { createHmac } from 'node:crypto';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { paths } from '../../sdk/src/generated/openapi.ts';
import { conformingFetch } from '../support/conformance/fetch.ts';
import { newWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { OFF_RAMP } from '#shared/fixtures/request-bodies.ts';

type Client = ReturnType<typeof createClient<paths>>;

/** A client authenticated with `token`, talking to the test stack. */
const clientFor = (token: string): Client =>
  createClient<paths>({ baseUrl: inject('stack').apiUrl, headers: { Authorization: `Bearer ${token}` }, fetch: conformingFetch });

/** What the steps hand to each other. */
const journey: { owner?: Client; operator?: Client; operatorKeyId?: string; policyEtag?: string; walletId?: string } = {};
const step = <K extends keyof typeof journey>(key: K) => {
  const value = journey[key];
  if (value === undefined) throw new Error(`an earlier step did not set ${key}`);
  return value as NonNullable<(typeof journey)[K]>;
};

describe('journey through the generated client', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    journey.owner = clientFor((await newWorkspace('Journey')).token);
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('creates a scoped key for an operator', async () => {
    const { data, error, response } = await step('owner').POST('/v1/api-keys', {
      body: { name: 'Operator', scopes: ['workspace:write', 'api_keys:read'] },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data!.data.api_key.scopes).toEqual(['workspace:write', 'api_keys:read']);
    journey.operator = clientFor(data!.data.token!);
    journey.operatorKeyId = data!.data.api_key.id;
  });

  it('sets the live transfer policy, then replaces it under If-Match', async () => {
    const live = { query: { environment: 'live' as const } };
    const first = await step('operator').PUT('/v1/workspace/transfer-policy', {
      params: live,
      body: { allowed_destination_addresses: ['0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'], blocked_destination_addresses: [] },
    });
    expect(first.data?.data.policy.allowed_destination_addresses).toEqual(['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359']);
    journey.policyEtag = first.response.headers.get('etag')!;
    const second = await step('operator').PUT('/v1/workspace/transfer-policy', {
      params: { ...live, header: { 'If-Match': step('policyEtag') } },
      // A tightening (one more block): written at once. A loosening would answer 202 and wait for another member.
      body: {
        allowed_destination_addresses: ['0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'],
        blocked_destination_addresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
      },
    });
    expect(second.response.status).toBe(200);
    expect(second.data?.data.policy.version).toBe(2);
    expect(second.data?.data.pending_change).toBeNull();
    // The stale ETag is now refused, with a typed error body.
    const stale = await step('operator').PUT('/v1/workspace/transfer-policy', {
      params: { ...live, header: { 'If-Match': step('policyEtag') } },
      body: { allowed_destination_addresses: [], blocked_destination_addresses: [] },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.error.code).toBe('precondition_failed');
  });

  it('enables networks and reads them back', async () => {
    const put = await step('operator').PUT('/v1/workspace/networks', { body: { enabled_networks: ['ethereum', 'solana'] } });
    expect(put.data?.data.enabled_networks).toEqual(['ethereum', 'solana']);
    const got = await step('operator').GET('/v1/workspace/networks');
    expect(got.data?.data.enabled_networks).toEqual(['ethereum', 'solana']);
    const bad = await step('operator').PUT('/v1/workspace/networks', { body: { enabled_networks: ['dogecoin' as 'ethereum'] } });
    expect(bad.error?.error.code).toBe('invalid_request');
  });

  it('creates a webhook and receives its signed test event', async () => {
    const created = await step('owner').POST('/v1/webhooks', {
      body: { name: 'Journey receiver', url: `${receiver.url}/journey`, event_types: ['*'] },
    });
    expect(created.response.status).toBe(201);
    const { webhook } = created.data!.data;
    // Null only on a replay; this create sent no idempotency key.
    const secret = created.data!.data.signing_secret!;
    const sent = await step('owner').POST('/v1/webhooks/{webhookId}/test', { params: { path: { webhookId: webhook.id } } });
    expect(sent.response.status).toBe(202);
    const eventId = sent.data!.data.event.id;
    await receiver.waitFor(1);
    const delivery = receiver.received.find((r) => r.body.id === eventId)!;
    const timestamp = delivery.headers['x-service-webhook-timestamp'];
    const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${delivery.rawBody}`).digest('hex');
    expect(delivery.headers['x-service-webhook-signature']).toBe(expected);
  });

  it('creates a wallet and funds it with a sandbox deposit', async () => {
    const created = await step('owner').POST('/v1/wallets', { body: { name: 'Journey treasury', networks: ['ethereum'] } });
    expect(created.response.status).toBe(201);
    const walletId = created.data!.data.wallet.id;
    journey.walletId = walletId;
    const deposit = await step('owner').POST('/v1/sandbox/wallets/{walletId}/deposits', {
      params: { path: { walletId } },
      body: { network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '1000000' },
    });
    expect(deposit.response.status).toBe(201);
    // The deposit confirms after the sandbox settlement delay (1 s in the test stack).
    const deadline = Date.now() + 15_000;
    let status = deposit.data!.data.transaction.status;
    while (status !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const listed = await step('owner').GET('/v1/wallets/{walletId}/transactions', { params: { path: { walletId } } });
      status = listed.data!.data.items[0]?.status ?? status;
    }
    expect(status).toBe('completed');
  });

  it('requests a transfer out of the wallet and reads it back', async () => {
    const walletId = step('walletId');
    const created = await step('owner').POST('/v1/transfers', {
      body: {
        wallet_id: walletId,
        network_code: 'ethereum',
        asset_symbol: 'USDC',
        amount_base_units: '250000',
        to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        description: 'Journey payout',
      },
    });
    expect(created.response.status).toBe(201);
    const transfer = created.data!.data as { activity: { id: string; amount_base_units: string } };
    expect(transfer.activity.amount_base_units).toBe('250000');
    const read = await step('owner').GET('/v1/transfers/{activityId}', { params: { path: { activityId: transfer.activity.id } } });
    expect(read.response.status).toBe(200);
  });

  it('creates an off-ramp payment and reads it back', async () => {
    const created = await step('owner').POST('/v1/ramp/payments', {
      body: { ...OFF_RAMP, idempotency_key: `journey-${Date.now()}` },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const payment = created.data!.data;
    // The 201 and the dry run's 200 share one schema; a create without dry_run is the payment.
    if ('dry_run' in payment) throw new Error('A create without dry_run answered with a dry run.');
    expect(payment.status).toBe('pending');
    const read = await step('owner').GET('/v1/ramp/payments/{reference}', { params: { path: { reference: payment.reference } } });
    expect(read.data?.data.reference).toBe(payment.reference);
  });

  it('lists the keys and revokes the operator key, which is refused from then on', async () => {
    const list = await step('owner').GET('/v1/api-keys', { params: { query: { limit: 10 } } });
    expect(list.data?.data.items.map((k) => k.id)).toContain(step('operatorKeyId'));
    const revoked = await step('owner').POST('/v1/api-keys/{apiKeyId}/revoke', { params: { path: { apiKeyId: step('operatorKeyId') } } });
    expect(revoked.data?.data.api_key.status).toBe('revoked');
    const refused = await step('operator').GET('/v1/workspace/networks');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe('unauthenticated');
  });

  it('reads the public document without a key', async () => {
    const anonymous = createClient<paths>({ baseUrl: inject('stack').apiUrl, fetch: conformingFetch });
    const { data } = await anonymous.GET('/v1/openapi.json');
    expect(data?.openapi).toBe('3.1.0');
  });
});
