import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { eventRoutes as routes } from '#shared/routes/events.ts';
import { listEvents } from '#shared/domain/events/events.ts';

export const handler = http(routes.listEvents, async ({ tenant, query }) => ({
  data: await listEvents(tenant, query),
}));
