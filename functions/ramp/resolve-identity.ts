import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { resolveIdentity } from '#shared/domain/identity/resolve.ts';

export const handler = http(routes.resolveIdentity, async ({ body, environment }) => ({
  data: await resolveIdentity(environment, body),
}));
