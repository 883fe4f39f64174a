import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it.
import * as routes from '#shared/routes/console.ts';
import { describeSession } from '#shared/domain/console/sessions.ts';

export const handler = sessionHttp(routes.getConsoleSession, async ({ auth }) => ({ data: describeSession(auth) }));
