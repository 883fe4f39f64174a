import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createWebhook } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.createWebhook, async ({ tenant, auth, body }) => ({
  data: await createWebhook(tenant, auth.member, body),
}));
