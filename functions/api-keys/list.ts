import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/api-keys.ts';
import { listWorkspaceApiKeys } from '#shared/domain/api-keys/api-keys.ts';

export const handler = sessionHttp(routes.listApiKeys, async ({ query, auth }) => ({
  data: await listWorkspaceApiKeys(auth.workspaceId, query.limit, query.cursor),
}));
