import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { replaceTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { etagOf, parseIfMatch } from '#shared/http/etag.ts';

export const handler = http(routes.putTransferPolicy, async ({ tenant, body, headers }) => {
  const policy = await replaceTransferPolicy(tenant, body, parseIfMatch(headers['if-match']));
  return { data: { policy }, headers: { ETag: etagOf(policy.version) } };
});
