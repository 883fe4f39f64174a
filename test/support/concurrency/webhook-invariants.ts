/** Concurrency invariants of the webhook routes. */
import { expect } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { webhookKey } from '#shared/db/webhooks.ts';
import { api } from '../api.ts';
import { factoryFor } from '#shared/fixtures/factories.ts';
import type { Tenant } from '../resources/tenant.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const newWebhook = (t: Tenant) => factoryFor('webhookId')!.create(t, {});
const stored = async (t: Tenant, id: string) => (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: webhookKey(t, id) }))).Item!;

registerInvariant({
  routeId: 'rotateWebhookSecret',
  name: 'concurrent rotations: all succeed with distinct secrets; one of them is stored, sealed, with its own prefix',
  run: async ({ tenant }) => {
    const id = await newWebhook(tenant);
    const results = await race(RACERS, () => api('POST', `/v1/webhooks/${id}/rotate-secret`, { token: tenant.token }));
    noServerErrors(results);
    const secrets = results.map((r) => r.body.data.signing_secret as string);
    expect(new Set(secrets).size).toBe(RACERS);
    const item = await stored(tenant, id);
    expect(item.signing_secret).toBeUndefined();
    expect(item.signing_secret_sealed).toMatchObject({ v: 1 });
    expect(secrets.filter((s) => s.startsWith(item.signing_secret_prefix))).toHaveLength(1);
  },
});

const toggling = async ({ tenant }: { tenant: Tenant }) => {
  const id = await newWebhook(tenant);
  const results = await race(RACERS * 2, (i) =>
    api('POST', `/v1/webhooks/${id}/${i % 2 === 0 ? 'disable' : 'enable'}`, { token: tenant.token }),
  );
  noServerErrors(results);
  expect(statusesOf(results)).toEqual(results.map(() => 200));
  for (const w of [
    ...results.map((r) => r.body.data.webhook),
    (await api('GET', `/v1/webhooks/${id}`, { token: tenant.token })).body.data.webhook,
  ]) {
    expect(w.status === 'active').toBe(w.disabled_at === null);
    expect(w.disabled_at === null).toBe(w.disabled_reason === null);
  }
};
for (const routeId of ['disableWebhook', 'enableWebhook']) {
  registerInvariant({
    routeId,
    name: 'concurrent disables and enables: every answer 200 and self-consistent; the final state is consistent',
    run: toggling,
  });
}

registerInvariant({
  routeId: 'deleteWebhook',
  name: 'concurrent deletes: exactly one 200, the rest 404; the webhook is gone',
  run: async ({ tenant }) => {
    const id = await newWebhook(tenant);
    const results = await race(RACERS, () => api('DELETE', `/v1/webhooks/${id}`, { token: tenant.token }));
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([200, ...Array(RACERS - 1).fill(404)]);
    expect((await api('GET', `/v1/webhooks/${id}`, { token: tenant.token })).status).toBe(404);
  },
});

registerInvariant({
  routeId: 'createWebhook',
  name: 'concurrent creates: every one 201 with its own id, and every one listed',
  run: async ({ tenant, sink }) => {
    const results = await race(RACERS, (i) =>
      api('POST', '/v1/webhooks', { token: tenant.token, body: { name: `c${i}`, url: sink, event_types: ['*'] } }),
    );
    noServerErrors(results);
    const ids = results.map((r) => r.body.data.webhook.id);
    expect(new Set(ids).size).toBe(RACERS);
    const listed = (await api('GET', '/v1/webhooks', { token: tenant.token, query: { limit: '100' } })).body.data.items.map(
      (w: { id: string }) => w.id,
    );
    expect([...listed].sort()).toEqual([...ids].sort());
  },
});

registerInvariant({
  routeId: 'updateWebhook',
  name: 'concurrent updates: the final webhook is exactly one of the updates, never a mix',
  run: async ({ tenant }) => {
    const id = await newWebhook(tenant);
    const bodies = Array.from({ length: RACERS }, (_, i) => ({ name: `name ${i}`, event_types: i % 2 ? ['webhook.test'] : ['*'] }));
    const results = await race(RACERS, (i) => api('PATCH', `/v1/webhooks/${id}`, { token: tenant.token, body: bodies[i] }));
    noServerErrors(results);
    const final = (await api('GET', `/v1/webhooks/${id}`, { token: tenant.token })).body.data.webhook;
    expect(bodies.map((b) => JSON.stringify(b))).toContain(JSON.stringify({ name: final.name, event_types: final.event_types }));
  },
});

registerInvariant({
  routeId: 'testWebhook',
  name: 'concurrent test events: no 500; the accepted events have distinct, gap-free sequence numbers',
  run: async ({ tenant }) => {
    const id = await newWebhook(tenant);
    const results = await race(RACERS, () => api('POST', `/v1/webhooks/${id}/test`, { token: tenant.token }));
    noServerErrors(results);
    // A request that lost too many races is asked to retry (503 with Retry-After); nothing else is allowed.
    for (const r of results.filter((x) => x.status !== 202)) expect([r.status, r.headers.get('retry-after')]).toEqual([503, '1']);
    const accepted = results
      .filter((r) => r.status === 202)
      .map((r) => r.body.data.event.sequence as number)
      .sort((a, b) => a - b);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted).toEqual(accepted.map((_, i) => i + 1));
    expect((await stored(tenant, id)).event_sequence).toBe(accepted.length);
  },
});

registerInvariant({
  routeId: 'resendWebhookDelivery',
  // A resend that lands after the previous one has already been delivered is a new, legitimate
  // resend, so a slow machine may accept more than one. What must never happen is two accepted
  // while one is pending: the first token would be replaced and its attempt lost, so each 202
  // has to produce exactly one attempt.
  name: 'concurrent resends of one finished delivery: only one accepted while it is pending, the rest 409 delivery_in_progress; one attempt per accepted resend',
  run: async ({ tenant }) => {
    const webhookId = await newWebhook(tenant);
    const deliveryId = await factoryFor('deliveryId')!.create(tenant, { webhookId });
    const results = await race(RACERS, () =>
      api('POST', `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/resend`, { token: tenant.token }),
    );
    noServerErrors(results);
    for (const r of results.filter((x) => x.status !== 202)) expect([r.status, r.body.error.code]).toEqual([409, 'delivery_in_progress']);
    const accepted = results.filter((r) => r.status === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThan(RACERS);
    const attemptsOf = async () =>
      (await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: tenant.token })).body.data.items.filter(
        (a: { delivery_id: string }) => a.delivery_id === deliveryId,
      );
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await attemptsOf()).length < 1 + accepted) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect(await attemptsOf()).toHaveLength(1 + accepted);
  },
});
