/**
 * The resource factories, through the routes that create each resource: API keys and webhooks
 * here, wallets and transfers in wallet-factories.ts, ramp resources in ramp-factories.ts, setting
 * changes in setting-change-factories.ts. Import
 * this module (not registry.ts) to get the registry filled. Every request goes through the
 * tenant's transport (transport.ts): HTTP in the tests, the handlers in process in the bench.
 */
import { LIVE_WEBHOOK_URL, sinkUrl } from './sink.ts';
import { registerFactory } from './registry.ts';
import { ROUTE_BODIES } from './request-bodies.ts';
import { call, created, waitUntil, type Tenant } from './transport.ts';
import './wallet-factories.ts';
import './ramp-factories.ts';
import './setting-change-factories.ts';

export { factoryFor, servesEnvironment, type ResourceFactory } from './registry.ts';

export async function apiKeyIn(t: Tenant): Promise<string> {
  return created(await call(t, 'createApiKey', { body: ROUTE_BODIES.createApiKey(t.canary) }), 'an API key', (d) => d.api_key.id as string);
}

/**
 * A webhook of the tenant. Live webhooks subscribe to a type nothing emits here, so no delivery
 * ever leaves this machine. Sandbox ones point at the local sink and take test events only, so
 * the tenant's wallet and ramp activity never queues deliveries ahead of the test deliveries
 * the factories below wait for.
 */
export async function webhookIn(t: Tenant): Promise<string> {
  const sandbox = t.environment === 'sandbox';
  const body = ROUTE_BODIES.createWebhook(t.canary, sandbox ? await sinkUrl() : LIVE_WEBHOOK_URL, sandbox ? ['webhook.test'] : ['transfer.requested']);
  return created(await call(t, 'createWebhook', { body }), 'a webhook', (d) => d.webhook.id as string);
}

registerFactory({
  param: 'apiKeyId',
  environmentScoped: false,
  create: (t) => apiKeyIn(t),
});

registerFactory({
  param: 'webhookId',
  environmentScoped: true,
  create: (t) => webhookIn(t),
});

/**
 * A finished delivery (not pending, so it can be resent) and its event. Sandbox: through the
 * test route, the outbox and the dispatcher to the local sink. Live: seeded in the table, since
 * a live delivery would go to a public host.
 */
export async function testDelivery(t: Tenant, webhookId: string): Promise<{ deliveryId: string; eventId: string }> {
  if (t.environment === 'live') return seededDelivery(t, webhookId);

  const sent = await call(t, 'testWebhook', { pathParameters: { webhookId } });
  const { deliveryId, eventId } = created(sent, 'a test event', (d) => ({ deliveryId: d.delivery_id as string, eventId: d.event.id as string }));
  await waitUntil(
    `delivery ${deliveryId} to finish`,
    () => call(t, 'listWebhookDeliveries', { pathParameters: { webhookId } }),
    (attempts) => attempts.body?.data?.items?.some((a: { delivery_id: string; outcome: string }) => a.delivery_id === deliveryId && a.outcome !== 'retrying'),
    15_000,
    100,
  );
  return { deliveryId, eventId };
}

/**
 * A delivery written in the table as the outbox (`pending`) or the dispatcher (`failed`: its
 * attempts used up, which no route brings about on purpose) leaves one. Imported when used, so that loading the registry
 * reads no configuration (the bench loads it before its stack has set any).
 */
export async function seededDelivery(t: Tenant, webhookId: string, status: 'pending' | 'failed' = 'pending'): Promise<{ deliveryId: string; eventId: string }> {
  const { seedDelivery } = await import('../seed-deliveries.ts');
  const m = await seedDelivery({ workspaceId: t.workspaceId, environment: t.environment }, webhookId, status);
  return { deliveryId: m.delivery_id, eventId: m.event_id };
}

registerFactory({
  param: 'deliveryId',
  needs: ['webhookId'],
  environmentScoped: true,
  create: async (t, deps) => (await testDelivery(t, deps.webhookId!)).deliveryId,
});

registerFactory({
  param: 'eventId',
  needs: ['webhookId'],
  environmentScoped: true,
  create: async (t, deps) => (await testDelivery(t, deps.webhookId!)).eventId,
});
