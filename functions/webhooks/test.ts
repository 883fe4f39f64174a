import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { sendTestEvent } from '#shared/domain/webhooks/test-event.ts';

export const handler = http(routes.testWebhook, async ({ tenant, params }) => ({
  data: await sendTestEvent(tenant, params.webhookId),
}));
