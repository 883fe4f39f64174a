import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/identity.ts';
import { resolveIdentity } from '#shared/domain/identity/resolve.ts';

export const handler = http(routes.resolveIdentity, async ({ body, environment, auth, requestId }) => ({
  data: await resolveIdentity(environment, body, { workspaceId: auth.workspaceId, memberId: auth.member.id, keyId: auth.keyId, requestId }),
}));
