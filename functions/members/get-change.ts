import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { showMemberChange } from '#shared/domain/members/changes.ts';

export const handler = http(routes.getMemberChange, async ({ params, auth }) => ({
  data: { member_change: await showMemberChange(auth.workspaceId, params.memberChangeId) },
}));
