import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { showMember } from '#shared/domain/members/members.ts';

export const handler = http(routes.getMember, async ({ params, auth }) => ({
  data: { member: await showMember(auth.workspaceId, params.memberId) },
}));
