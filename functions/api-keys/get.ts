import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { apiKeyRoutes as routes } from '#shared/routes/api-keys.ts';
import { showApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.getApiKey, async ({ params, auth }) => ({
  data: { api_key: await showApiKey(auth.workspaceId, params.apiKeyId) },
}));
