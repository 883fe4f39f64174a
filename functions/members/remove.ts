import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { removeMember } from '#shared/domain/members/members.ts';

export const handler = http(routes.removeMember, async ({ params, auth }) => {
  const data = await removeMember(auth, params.memberId);
  return { status: data.pending_change ? 202 : 200, data };
});
