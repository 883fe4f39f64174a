import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { listWorkspaceMemberChanges } from '#shared/domain/members/changes.ts';

export const handler = sessionHttp(routes.listMemberChanges, async ({ query, auth }) => ({
  data: await listWorkspaceMemberChanges(auth.workspaceId, query.limit, query.cursor),
}));
