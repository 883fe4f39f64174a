/** Routes of the event area: the events the service emitted, kept 30 days. */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import { eventIdParams, listEventsQuery } from '#shared/schemas/events.ts';

export const listEvents = /* @__PURE__ */ defineRoute({
  id: 'listEvents',
  method: 'GET',
  path: '/v1/events',
  entry: 'functions/events/list.ts',
  scope: 'events:read',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List events, newest first; filter by type, created range and undelivered.',
  schemas: { query: listEventsQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getEvent = /* @__PURE__ */ defineRoute({
  id: 'getEvent',
  method: 'GET',
  path: '/v1/events/{eventId}',
  entry: 'functions/events/get.ts',
  scope: 'events:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one event.',
  schemas: { params: eventIdParams },
  errors: ['invalid_request', 'not_found'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const eventRoutes = { listEvents, getEvent } satisfies Record<string, HttpRoute>;
