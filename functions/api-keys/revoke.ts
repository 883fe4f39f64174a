import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { revokeWorkspaceApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.revokeApiKey, async ({ params, auth }) => ({
  data: { api_key: await revokeWorkspaceApiKey(auth.workspaceId, params.apiKeyId) },
}));
