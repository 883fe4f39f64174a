import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { identityRoutes as routes } from '#shared/routes/identity.ts';
import { resolveIdentity } from '#shared/domain/identity/resolve.ts';

export const handler = http(routes.resolveIdentity, async ({ body, environment }) => ({
  data: await resolveIdentity(environment, body),
}));
