import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { rotateSigningSecret } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.rotateWebhookSecret, async ({ tenant, params }) => ({
  data: await rotateSigningSecret(tenant, params.webhookId),
}));
