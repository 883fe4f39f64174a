import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.getApiKey, async ({ params, auth }) => ({
  data: { api_key: await showApiKey(auth.workspaceId, params.apiKeyId) },
}));
