import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { enableWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.enableWebhook, async ({ tenant, params }) => ({
  data: { webhook: await enableWebhook(tenant, params.webhookId) },
}));
