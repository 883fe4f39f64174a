/**
 * How to create the resource a path parameter names, through the routes that create it. The
 * isolation matrix, the fuzzer and the fault tests read this registry: a route whose path has
 * `{walletId}` is exercised with real wallets once a factory for `walletId` is registered here
 * (other branches: add yours with `registerFactory`). Unknown parameter names still get random
 * ids, and the tests report them as lacking a factory.
 */
import { apiWithRetry as api } from './retry.ts';
import { seedDelivery } from '../seed-deliveries.ts';
import type { Tenant } from './tenant.ts';
import { LIVE_WEBHOOK_URL, sinkUrl } from './sink.ts';

export interface ResourceFactory {
  /** The path parameter name, as in the route table (`webhookId`). */
  param: string;
  /** Parameters that must exist first, passed to `create` (a delivery needs its webhook). */
  needs?: readonly string[];
  /** False for workspace-wide resources (API keys), which serve both environments by design. */
  environmentScoped: boolean;
  /** Creates one resource in the tenant, planting `tenant.canary` where the resource has text; returns its id. */
  create(tenant: Tenant, deps: Record<string, string>): Promise<string>;
}

const registry = new Map<string, ResourceFactory>();

export function registerFactory(factory: ResourceFactory): void {
  registry.set(factory.param, factory);
}

export function factoryFor(param: string): ResourceFactory | undefined {
  return registry.get(param);
}

/** Fails loudly: a factory that cannot create its resource would make every check vacuous. */
async function created<T>(res: Awaited<ReturnType<typeof api>>, what: string, pick: (data: any) => T): Promise<T> {
  if (res.status >= 300) throw new Error(`could not create ${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return pick(res.body.data);
}

registerFactory({
  param: 'apiKeyId',
  environmentScoped: false,
  create: async (t) =>
    created(
      await api('POST', '/v1/api-keys', { token: t.token, query: { environment: t.environment }, body: { name: `key ${t.canary}`, scopes: ['workspace:read'] } }),
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
    const body = { name: `hook ${t.canary}`, url: sandbox ? await sinkUrl() : LIVE_WEBHOOK_URL, event_types: sandbox ? ['*'] : ['transfer.requested'] };
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
