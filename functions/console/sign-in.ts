import { ceremonyHttp } from '#shared/http/ceremony-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it.
import * as routes from '#shared/routes/console.ts';
import { signIn } from '#shared/domain/console/sign-in.ts';

export const handler = ceremonyHttp(routes.createConsoleSession, async ({ body }) => {
  const { view, cookie } = await signIn(body.workspace_id, body.assertion);
  return { data: view, headers: { 'Set-Cookie': cookie } };
});
