import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { sendTestEvent } from '#shared/domain/webhooks/test-event.ts';

export const handler = sessionHttp(routes.testWebhook, async ({ tenant, params }) => ({
  data: await sendTestEvent(tenant, params.webhookId),
}));
