import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { rotateSigningSecret } from '#shared/domain/webhooks/rotate-secret.ts';

export const handler = sessionHttp(routes.rotateWebhookSecret, async ({ tenant, auth, params }) => ({
  data: await rotateSigningSecret(tenant, auth.scopes, params.webhookId),
}));
