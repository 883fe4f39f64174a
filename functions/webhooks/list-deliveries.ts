import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { listDeliveryAttempts } from '#shared/domain/webhooks/attempts.ts';

export const handler = http(routes.listWebhookDeliveries, async ({ tenant, params, query }) => ({
  data: await listDeliveryAttempts(tenant, params.webhookId, query.limit, query.cursor),
}));
