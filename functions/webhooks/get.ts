import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { requireWebhook, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.getWebhook, async ({ tenant, params }) => ({
  data: { webhook: toWebhookView(await requireWebhook(tenant, params.webhookId)) },
}));
