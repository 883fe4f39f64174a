/** The idempotency matrix of POST /v1/ramp/payments, including 50 concurrent identical requests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardPartitionOf } from '#shared/db/shards.ts';
import { api, newWorkspace } from '../support/api.ts';
import { hybrid, stopHybrid } from '../support/hybrid.ts';
import { createPayment, offRamp } from '../support/ramp.ts';
import { scanAll } from '../support/table-scan.ts';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { fingerprint, hashKey } from '#shared/domain/idempotency/fingerprint.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';
import { newReference } from '#shared/domain/ramp/reference.ts';
import { eligibleCandidates } from '#shared/domain/ramp/select-provider.ts';
import { ApiError } from '#shared/model/errors.ts';
import { createRampPaymentBody } from '#shared/schemas/ramp.ts';

// Live payments need a partner: the hybrid gateway's (test/support/hybrid.ts), over the same table.
beforeAll(async () => {
  await hybrid();
}, 60_000);
afterAll(stopHybrid);

/** Stores a claim as a first request that is still running (or died) would have left it. */
async function heldClaim(workspaceId: string, key: string, body: unknown, lockedUntilMs: number, resourceId = newReference()) {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: shardPartitionOf({ workspaceId, environment: 'sandbox' }, 'IDEMP', hashKey(key)),
        sk: `IDEMP#${hashKey(key)}`,
        entity: 'idempotency',
        status: 'in_progress',
        operation: 'ramp_payment.create',
        fingerprint: fingerprint('ramp_payment.create', body),
        claim_token: 'first',
        resource_id: resourceId,
        locked_until: new Date(lockedUntilMs).toISOString(),
        created_at: new Date().toISOString(),
        expires_at_epoch: Math.floor(Date.now() / 1000) + 3600,
      },
    }),
  );
  return resourceId;
}

const payments = async (workspaceId: string) =>
  (await scanAll()).filter((i) => i.entity === 'ramp_payment' && String(i.pk).startsWith(`WS#${workspaceId}#`));

describe('ramp payment idempotency', () => {
  it('replays the same payment for the same key and body, with Idempotent-Replayed', async () => {
    const ws = await newWorkspace();
    const body = offRamp('bank', { idempotency_key: 'order-1', source_amount: '100000003' });
    const first = await createPayment(ws.token, body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Key order and whitespace do not matter: the fingerprint is over canonical JSON.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await createPayment(ws.token, reordered);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await payments(ws.workspaceId)).toHaveLength(1);
  });

  it('refuses the same key with a different body (409 idempotency_key_reused)', async () => {
    const ws = await newWorkspace();
    await createPayment(ws.token, offRamp('bank', { idempotency_key: 'order-2' }));
    const changed = await createPayment(ws.token, offRamp('bank', { idempotency_key: 'order-2', source_amount: '260000000' }));
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('idempotency_key_reused');
    expect(await payments(ws.workspaceId)).toHaveLength(1);
  });

  it('answers 409 idempotency_key_in_progress while the first request runs, and takes over a dead one', async () => {
    const ws = await newWorkspace();
    const body = offRamp('bank', { idempotency_key: 'running' });
    await heldClaim(ws.workspaceId, 'running', body, Date.now() + 30_000);
    const busy = await createPayment(ws.token, body);
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('idempotency_key_in_progress');
    expect(busy.headers.get('retry-after')).toBe('1');
    const changed = await createPayment(ws.token, { ...body, source_amount: '260000000' });
    expect(changed.body.error.code).toBe('idempotency_key_reused');

    const deadBody = offRamp('bank', { idempotency_key: 'crashed' });
    const reference = await heldClaim(ws.workspaceId, 'crashed', deadBody, Date.now() - 1000);
    const retried = await createPayment(ws.token, deadBody);
    expect(retried.status).toBe(201);
    // The retry keeps the reference the dead attempt had chosen (and sent to the provider).
    expect(retried.body.data.reference).toBe(reference);
  });

  it('tells a request whose claim another attempt took over mid-way to retry, with Retry-After', async () => {
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const input = createRampPaymentBody.parse(offRamp('bank', { idempotency_key: 'overtaken' }));
    // The provider is chosen after the key is claimed: a second attempt takes the claim over then.
    const choose = async (order: Parameters<typeof eligibleCandidates>[1]) => {
      await db.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: {
            pk: shardPartitionOf({ workspaceId: ws.workspaceId, environment: 'sandbox' }, 'IDEMP', hashKey('overtaken')),
            sk: `IDEMP#${hashKey('overtaken')}`,
          },
          UpdateExpression: 'SET claim_token = :other',
          ExpressionAttributeValues: { ':other': 'second attempt' },
        }),
      );
      return eligibleCandidates(await providerNetwork.listProviders('sandbox'), order, true)[0]!;
    };
    const failure = await createRampPayment(tenant, input, { pinned: { quote_reference: 'none', choose } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('idempotency_key_in_progress');
    expect((failure as ApiError).retryAfterSeconds).toBe(1);
    expect(await payments(ws.workspaceId)).toHaveLength(0);
  });

  it('scopes keys to the workspace and environment', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    const body = offRamp('bank', { idempotency_key: 'shared-key' });
    const first = await createPayment(a.token, body);
    const other = await createPayment(b.token, body);
    // Live payments need a partner: the hybrid gateway's, over the same table.
    const live = await api('POST', '/v1/ramp/payments', {
      token: a.token,
      baseUrl: (await hybrid()).url,
      query: { environment: 'live' },
      body,
    });
    expect([first.status, other.status, live.status], live.text).toEqual([201, 201, 201]);
    expect(new Set([first.body.data.reference, other.body.data.reference, live.body.data.reference]).size).toBe(3);
  });

  it('does not spend the key on a request that fails validation', async () => {
    const ws = await newWorkspace();
    const bad = await createPayment(
      ws.token,
      offRamp('bank', { idempotency_key: 'order-3', country_code: 'JP', destination_asset: 'JPY' }),
    );
    expect(bad.status).toBe(400);
    const good = await createPayment(ws.token, offRamp('bank', { idempotency_key: 'order-3' }));
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('creates exactly one payment under 50 concurrent identical requests', async () => {
    const ws = await newWorkspace();
    const body = offRamp('bank', { idempotency_key: 'burst-1', source_amount: '100000003' });
    const results = await Promise.all(Array.from({ length: 50 }, () => createPayment(ws.token, body)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.reference)).size).toBe(1);
    expect(created.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('idempotency_key_in_progress');
    expect(await payments(ws.workspaceId)).toHaveLength(1);
    const events = (await scanAll()).filter((i) => i.entity === 'event' && i.resource_id === created[0]!.body.data.reference);
    expect(events.map((e) => e.type)).toEqual(['ramp.payment.created']);
    // After the burst, the key replays.
    const later = await createPayment(ws.token, body);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps the record with a TTL of at least 24 hours, and never the key itself', async () => {
    const ws = await newWorkspace();
    await createPayment(ws.token, offRamp('bank', { idempotency_key: 'ttl-check-key' }));
    const records = (await scanAll()).filter((i) => i.entity === 'idempotency' && String(i.pk).startsWith(`WS#${ws.workspaceId}#`));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'completed', operation: 'ramp_payment.create' });
    expect(Number(records[0]!.expires_at_epoch) - Date.now() / 1000).toBeGreaterThan(24 * 3600);
    expect(JSON.stringify(records[0])).not.toContain('ttl-check-key');
  });

  it('refuses a malformed key', async () => {
    const ws = await newWorkspace();
    const res = await api('POST', '/v1/ramp/payments', { token: ws.token, body: offRamp('bank', { idempotency_key: 'has space' }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields)).toEqual(['body.idempotency_key']);
  });
});
