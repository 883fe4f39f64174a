/**
 * Scenarios of the webhook and event routes. Webhooks come from the fixture registry
 * (shared/fixtures/factories.ts): they point at its local sink and take test events only,
 * so the bench's own traffic queues no deliveries in the background.
 */
import { ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { seededDelivery, testDelivery, webhookIn } from '#shared/fixtures/factories.ts';
import { call, created } from '#shared/fixtures/transport.ts';
import type { BenchContext } from '#bench/context.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

/** Test events sent to the main webhook up front, so its delivery history is not empty. */
const HISTORY = 3;

/** The main workspace's webhook, with a few finished deliveries behind it, and the last one's event. */
const mainWebhook = (ctx: BenchContext) =>
  ctx.shared('webhook', async () => {
    const webhookId = await webhookIn(ctx.main);
    let eventId = '';
    for (let i = 0; i < HISTORY; i++) eventId = (await testDelivery(ctx.main, webhookId)).eventId;
    return { webhookId, eventId };
  });
const webhookId = async (ctx: BenchContext) => (await mainWebhook(ctx)).webhookId;

/** A new webhook in a webhooks scratch workspace (each takes a place under its cap), active or already disabled. */
async function freshWebhook(ctx: BenchContext, status: 'active' | 'disabled') {
  const t = await ctx.scratch('webhooks');
  const id = await webhookIn(t);
  if (status === 'disabled')
    created(await call(t, 'disableWebhook', { pathParameters: { webhookId: id } }), 'a disabled webhook', () => undefined);
  return { ...asHolderOf(t.token), pathParameters: { webhookId: id } };
}

export const webhookScenarios: Readonly<Record<string, Scenario>> = {
  // Created in the webhooks scratch workspace: every event of a workspace fans out over all its webhooks.
  createWebhook: async (ctx) => ({
    ...asHolderOf((await ctx.scratch('webhooks')).token),
    body: ROUTE_BODIES.createWebhook('Payout notifications', 'https://hooks.example.com/payouts'),
  }),
  listWebhooks: () => ({ query: { limit: '20' } }),
  getWebhook: async (ctx) => ({ pathParameters: { webhookId: await webhookId(ctx) } }),
  updateWebhook: async (ctx) => ({
    pathParameters: { webhookId: await webhookId(ctx) },
    body: ROUTE_BODIES.updateWebhook('Bench payouts'),
  }),
  deleteWebhook: (ctx) => freshWebhook(ctx, 'active'),
  disableWebhook: (ctx) => freshWebhook(ctx, 'active'),
  enableWebhook: (ctx) => freshWebhook(ctx, 'disabled'),
  rotateWebhookSecret: async (ctx) => ({ pathParameters: { webhookId: await webhookId(ctx) } }),
  testWebhook: async (ctx) => ({ pathParameters: { webhookId: await webhookId(ctx) } }),
  listWebhookDeliveries: async (ctx) => ({ pathParameters: { webhookId: await webhookId(ctx) }, query: { limit: '20' } }),
  // A new delivery that failed its attempts (what a resend is for). No route makes a delivery
  // fail on purpose: it is written as the dispatcher leaves one.
  resendWebhookDelivery: async (ctx) => {
    const id = await webhookId(ctx);
    return { pathParameters: { webhookId: id, deliveryId: (await seededDelivery(ctx.main, id, 'failed')).deliveryId } };
  },
  listEvents: () => ({ query: { limit: '20' } }),
  getEvent: async (ctx) => ({ pathParameters: { eventId: (await mainWebhook(ctx)).eventId } }),
};
