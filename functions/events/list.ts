import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/events.ts';
import { listEvents } from '#shared/domain/events/events.ts';

export const handler = sessionHttp(routes.listEvents, async ({ tenant, query }) => ({
  data: await listEvents(tenant, query),
}));
