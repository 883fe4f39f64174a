import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { disableWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.disableWebhook, async ({ tenant, params }) => ({
  data: { webhook: await disableWebhook(tenant, params.webhookId) },
}));
