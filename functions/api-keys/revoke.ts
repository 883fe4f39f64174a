import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/api-keys.ts';
import { revokeWorkspaceApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = sessionHttp(routes.revokeApiKey, async ({ params, auth }) => ({
  data: { api_key: await revokeWorkspaceApiKey(auth, params.apiKeyId) },
}));
