import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { addPasskey } from '#shared/domain/passkeys/addition.ts';

export const handler = sessionHttp(routes.addPasskey, async ({ body, auth }) => ({
  data: await addPasskey(auth, body.passkey),
}));
