import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { listPasskeys } from '#shared/domain/passkeys/manage.ts';

export const handler = sessionHttp(routes.listPasskeys, async ({ query, auth }) => ({
  data: await listPasskeys(auth.workspaceId, query.member_id, query.limit, query.cursor),
}));
