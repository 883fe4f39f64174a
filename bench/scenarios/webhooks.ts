/** Scenarios of the webhook and event routes. */
import { ROUTE_BODIES } from '#test/support/resources/request-bodies.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

export const webhookScenarios: Readonly<Record<string, Scenario>> = {
  // Created in the webhooks scratch workspace: every event of a workspace fans out over all its webhooks.
  createWebhook: async (ctx) => ({
    ...asHolderOf(await ctx.webhookScratchToken()),
    body: ROUTE_BODIES.createWebhook('Payout notifications', 'https://hooks.example.com/payouts'),
  }),
  listWebhooks: () => ({ query: { limit: '20' } }),
  getWebhook: async (ctx) => ({ pathParameters: { webhookId: await ctx.webhookId() } }),
  updateWebhook: async (ctx) => ({
    pathParameters: { webhookId: await ctx.webhookId() },
    body: ROUTE_BODIES.updateWebhook('Bench payouts'),
  }),
  deleteWebhook: async (ctx) => {
    const hook = await ctx.freshWebhook('active');
    return { ...asHolderOf(hook.token), pathParameters: { webhookId: hook.id } };
  },
  disableWebhook: async (ctx) => {
    const hook = await ctx.freshWebhook('active');
    return { ...asHolderOf(hook.token), pathParameters: { webhookId: hook.id } };
  },
  enableWebhook: async (ctx) => {
    const hook = await ctx.freshWebhook('disabled');
    return { ...asHolderOf(hook.token), pathParameters: { webhookId: hook.id } };
  },
  rotateWebhookSecret: async (ctx) => ({ pathParameters: { webhookId: await ctx.webhookId() } }),
  testWebhook: async (ctx) => ({ pathParameters: { webhookId: await ctx.webhookId() } }),
  listWebhookDeliveries: async (ctx) => ({ pathParameters: { webhookId: await ctx.webhookId() }, query: { limit: '20' } }),
  resendWebhookDelivery: async (ctx) => ({
    pathParameters: { webhookId: await ctx.webhookId(), deliveryId: await ctx.failedDeliveryId() },
  }),
  listEvents: () => ({ query: { limit: '20' } }),
  getEvent: async (ctx) => ({ pathParameters: { eventId: await ctx.eventId() } }),
};
