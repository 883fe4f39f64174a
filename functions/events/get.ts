import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showEvent } from '#shared/domain/events/events.ts';

export const handler = http(routes.getEvent, async ({ tenant, params }) => ({
  data: { event: await showEvent(tenant, params.eventId) },
}));
