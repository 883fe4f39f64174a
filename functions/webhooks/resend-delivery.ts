import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { resendDelivery } from '#shared/domain/webhooks/deliveries.ts';

export const handler = sessionHttp(routes.resendWebhookDelivery, async ({ tenant, auth, params }) => ({
  data: await resendDelivery(tenant, auth.scopes, params.webhookId, params.deliveryId),
}));
