import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { rotateSigningSecret } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.rotateWebhookSecret, async ({ tenant, params }) => ({
  data: await rotateSigningSecret(tenant, params.webhookId),
}));
