import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { removeWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.deleteWebhook, async ({ tenant, params }) => ({
  data: await removeWebhook(tenant, params.webhookId),
}));
