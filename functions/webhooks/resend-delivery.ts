import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { resendDelivery } from '#shared/domain/webhooks/deliveries.ts';

export const handler = http(routes.resendWebhookDelivery, async ({ tenant, params }) => ({
  data: await resendDelivery(tenant, params.webhookId, params.deliveryId),
}));
