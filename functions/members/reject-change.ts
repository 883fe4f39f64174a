import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { rejectMemberChange } from '#shared/domain/members/changes.ts';

export const handler = sessionHttp(routes.rejectMemberChange, async ({ params, auth }) => ({
  data: { member_change: await rejectMemberChange(auth, params.memberChangeId) },
}));
