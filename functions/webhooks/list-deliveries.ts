import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { listDeliveryAttempts } from '#shared/domain/webhooks/attempts.ts';

export const handler = sessionHttp(routes.listWebhookDeliveries, async ({ tenant, params, query }) => ({
  data: await listDeliveryAttempts(tenant, params.webhookId, query.limit, query.cursor),
}));
