import { ceremonyHttp } from '#shared/http/ceremony-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it.
import * as routes from '#shared/routes/console.ts';
import { signInOptions } from '#shared/domain/console/sign-in-options.ts';

export const handler = ceremonyHttp(routes.createConsoleSessionOptions, async ({ body }) => ({
  data: await signInOptions(body.workspace_id),
}));
