import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { createWebhook } from '#shared/domain/webhooks/configure.ts';

export const handler = http(routes.createWebhook, async ({ tenant, auth, body }) => ({
  data: await createWebhook(tenant, auth.member, body),
}));
