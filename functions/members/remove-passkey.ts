import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { removePasskey } from '#shared/domain/passkeys/manage.ts';

export const handler = sessionHttp(routes.removePasskey, async ({ params, auth }) => {
  const data = await removePasskey(auth, params.passkeyId);
  return { status: data.pending_change ? 202 : 200, data };
});
