import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { revokeInvitation } from '#shared/domain/members/invitations.ts';

export const handler = sessionHttp(routes.revokeInvitation, async ({ params, auth }) => ({
  data: { invitation: await revokeInvitation(auth, params.invitationId) },
}));
