import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it.
import * as routes from '#shared/routes/console.ts';
import { endSession } from '#shared/domain/console/sessions.ts';

export const handler = sessionHttp(routes.deleteConsoleSession, async ({ auth }) => {
  const { cookie } = await endSession(auth);
  return { data: { signed_out: true as const }, headers: { 'Set-Cookie': cookie } };
});
