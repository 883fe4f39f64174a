import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { disableWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.disableWebhook, async ({ tenant, params }) => ({
  data: { webhook: await disableWebhook(tenant, params.webhookId) },
}));
