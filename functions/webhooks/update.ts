import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { updateWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.updateWebhook, async ({ tenant, params, body }) => ({
  data: { webhook: await updateWebhook(tenant, params.webhookId, body) },
}));
