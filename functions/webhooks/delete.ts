import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { removeWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.deleteWebhook, async ({ tenant, params }) => ({
  data: await removeWebhook(tenant, params.webhookId),
}));
