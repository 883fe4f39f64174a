import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { updateWebhook } from '#shared/domain/webhooks/configure.ts';

export const handler = http(routes.updateWebhook, async ({ tenant, auth, params, body }) => ({
  data: { webhook: await updateWebhook(tenant, auth, params.webhookId, body) },
}));
