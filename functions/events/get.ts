import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/events.ts';
import { showEvent } from '#shared/domain/events/events.ts';

export const handler = http(routes.getEvent, async ({ tenant, params }) => ({
  data: { event: await showEvent(tenant, params.eventId) },
}));
