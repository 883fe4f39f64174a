import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { eventRoutes as routes } from '#shared/routes/events.ts';
import { showEvent } from '#shared/domain/events/events.ts';

export const handler = http(routes.getEvent, async ({ tenant, params }) => ({
  data: { event: await showEvent(tenant, params.eventId) },
}));
