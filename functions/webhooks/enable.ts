import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { enableWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.enableWebhook, async ({ tenant, params }) => ({
  data: { webhook: await enableWebhook(tenant, params.webhookId) },
}));
