import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { apiKeyRoutes as routes } from '#shared/routes/api-keys.ts';
import { revokeWorkspaceApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.revokeApiKey, async ({ params, auth }) => ({
  data: { api_key: await revokeWorkspaceApiKey(auth.workspaceId, params.apiKeyId) },
}));
