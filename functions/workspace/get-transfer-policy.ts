import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { workspaceRoutes as routes } from '#shared/routes/workspace.ts';
import { readTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = http(routes.getTransferPolicy, async ({ tenant }) => {
  const policy = await readTransferPolicy(tenant);
  return { data: { policy }, headers: { ETag: etagOf(policy.version) } };
});
