import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { webhookRoutes as routes } from '#shared/routes/webhooks.ts';
import { sendTestEvent } from '#shared/domain/webhooks/test-event.ts';

export const handler = http(routes.testWebhook, async ({ tenant, params }) => ({
  data: await sendTestEvent(tenant, params.webhookId),
}));
