import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listWebhooksPage } from '#shared/domain/webhooks/webhooks.ts';

export const handler = http(routes.listWebhooks, async ({ tenant, query }) => ({
  data: await listWebhooksPage(tenant, query.limit, query.cursor),
}));
