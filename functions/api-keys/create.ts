import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/api-keys.ts';
import { issueApiKey } from '#shared/domain/api-keys/api-keys.ts';

export const handler = sessionHttp(routes.createApiKey, async ({ body, auth }) => {
  const { created, replayed } = await issueApiKey(auth, body);
  return { data: created, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
