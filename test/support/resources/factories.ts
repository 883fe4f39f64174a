/**
 * The resource factories, through the routes that create each resource: API keys and webhooks
 * here, wallets and transfers in wallet-factories.ts, ramp resources in ramp-factories.ts, setting
 * changes in setting-change-factories.ts. Import
 * this module (not registry.ts) to get the registry filled.
 */
import { apiWithRetry as api } from './retry.ts';
import { seedDelivery } from '../seed-deliveries.ts';
import type { Tenant } from './tenant.ts';
import { LIVE_WEBHOOK_URL, sinkUrl } from './sink.ts';
import { created, registerFactory } from './registry.ts';
import { ROUTE_BODIES } from './request-bodies.ts';
import './wallet-factories.ts';
import './ramp-factories.ts';
import './setting-change-factories.ts';

export { factoryFor, servesEnvironment, type ResourceFactory } from './registry.ts';

registerFactory({
  param: 'apiKeyId',
  environmentScoped: false,
  create: async (t) =>
    created(
      await api('POST', '/v1/api-keys', { token: t.token, query: { environment: t.environment }, body: ROUTE_BODIES.createApiKey(t.canary) }),
      'an API key',
      (d) => d.api_key.id,
    ),
});

registerFactory({
  param: 'webhookId',
  environmentScoped: true,
  create: async (t) => {
    const sandbox = t.environment === 'sandbox';
    // Live webhooks subscribe to a type nothing emits here, so no delivery ever leaves this machine.
    // Sandbox ones take test events only, so the tenant's wallet and ramp activity never queues
    // deliveries ahead of the test deliveries the factories below wait for.
    const body = { name: `hook ${t.canary}`, url: sandbox ? await sinkUrl() : LIVE_WEBHOOK_URL, event_types: sandbox ? ['webhook.test'] : ['transfer.requested'] };
    return created(await api('POST', '/v1/webhooks', { token: t.token, query: { environment: t.environment }, body }), 'a webhook', (d) => d.webhook.id);
  },
});

/**
 * A finished delivery (not pending, so it can be resent) and its event. Sandbox: through the
 * test route, the outbox and the dispatcher to the local sink. Live: seeded in the table, since
 * a live delivery would go to a public host.
 */
async function testDelivery(t: Tenant, webhookId: string): Promise<{ deliveryId: string; eventId: string }> {
  if (t.environment === 'live') {
    const m = await seedDelivery({ workspaceId: t.workspaceId, environment: 'live' }, webhookId);
    return { deliveryId: m.delivery_id, eventId: m.event_id };
  }
  const sent = await api('POST', `/v1/webhooks/${webhookId}/test`, { token: t.token, query: { environment: t.environment } });
  const { deliveryId, eventId } = await created(sent, 'a test event', (d) => ({ deliveryId: d.delivery_id as string, eventId: d.event.id as string }));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const attempts = await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: t.token, query: { environment: t.environment } });
    if (attempts.body?.data?.items?.some((a: { delivery_id: string; outcome: string }) => a.delivery_id === deliveryId && a.outcome !== 'retrying')) break;
    if (Date.now() > deadline) throw new Error(`delivery ${deliveryId} did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { deliveryId, eventId };
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
