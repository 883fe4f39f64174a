import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { readTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = sessionHttp(routes.getTransferPolicy, async ({ tenant }) => {
  const policy = await readTransferPolicy(tenant);
  return { data: { policy }, headers: { ETag: etagOf(policy.version) } };
});
