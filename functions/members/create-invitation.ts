import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { createInvitation } from '#shared/domain/members/invitations.ts';
import { requestOrigin } from '#shared/http/request-origin.ts';

export const handler = sessionHttp(routes.createInvitation, async ({ body, auth, headers }) => {
  const { created, replayed } = await createInvitation(auth, body, requestOrigin(headers));
  return { data: created, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
