import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { resendDelivery } from '#shared/domain/webhooks/deliveries.ts';

export const handler = http(routes.resendWebhookDelivery, async ({ tenant, params }) => ({
  data: await resendDelivery(tenant, params.webhookId, params.deliveryId),
}));
