import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listDeliveryAttempts } from '#shared/domain/webhooks/deliveries.ts';

export const handler = http(routes.listWebhookDeliveries, async ({ tenant, params, query }) => ({
  data: await listDeliveryAttempts(tenant, params.webhookId, query.limit, query.cursor),
}));
