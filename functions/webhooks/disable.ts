import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { disableWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.disableWebhook, async ({ tenant, params }) => ({
  data: { webhook: await disableWebhook(tenant, params.webhookId) },
}));
