import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { readTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = http(routes.getTransferPolicy, async ({ tenant }) => {
  const policy = await readTransferPolicy(tenant);
  return { data: { policy }, headers: { ETag: etagOf(policy.version) } };
});
