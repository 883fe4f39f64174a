import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/webhooks.ts';
import { listWebhooksPage } from '#shared/domain/webhooks/webhooks.ts';

export const handler = sessionHttp(routes.listWebhooks, async ({ tenant, query }) => ({
  data: await listWebhooksPage(tenant, query.limit, query.cursor),
}));
