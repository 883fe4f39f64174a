import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { updateWebhook } from '#shared/domain/webhooks/configure.ts';

export const handler = http(routes.updateWebhook, async ({ tenant, params, body }) => ({
  data: { webhook: await updateWebhook(tenant, params.webhookId, body) },
}));
