import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { createWebhook } from '#shared/domain/webhooks/create-webhook.ts';

export const handler = http(routes.createWebhook, async ({ tenant, auth, body }) => {
  const { created, replayed } = await createWebhook(tenant, auth, body);
  return { data: created, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
