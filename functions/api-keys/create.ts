import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { issueApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = http(routes.createApiKey, async ({ body, auth }) => ({
  data: await issueApiKey(auth, body),
}));
