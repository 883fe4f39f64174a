import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { listWorkspaceMembers } from '#shared/domain/members/members.ts';

export const handler = sessionHttp(routes.listMembers, async ({ query, auth }) => ({
  data: await listWorkspaceMembers(auth.workspaceId, query.limit, query.cursor),
}));
