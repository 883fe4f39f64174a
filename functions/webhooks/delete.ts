import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { removeWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.deleteWebhook, async ({ tenant, params }) => ({
  data: await removeWebhook(tenant, params.webhookId),
}));
