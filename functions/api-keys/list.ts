import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listWorkspaceApiKeys } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.listApiKeys, async ({ query, auth }) => ({
  data: await listWorkspaceApiKeys(auth.workspaceId, query.limit, query.cursor),
}));
