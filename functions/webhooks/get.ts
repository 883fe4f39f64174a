import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { requireWebhook, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.getWebhook, async ({ tenant, params }) => ({
  data: { webhook: toWebhookView(await requireWebhook(tenant, params.webhookId)) },
}));
