import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listEvents } from '#shared/domain/events/events.ts';

export const handler = http(routes.listEvents, async ({ tenant, query }) => ({
  data: await listEvents(tenant, query),
}));
