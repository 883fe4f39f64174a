import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { canonicalPolicy, transferPolicyView } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { requestSettingChange } from '#shared/domain/setting-changes/request.ts';
import { toSettingChangeView } from '#shared/domain/setting-changes/views.ts';
import { etagOf, parseIfMatch } from '#shared/http/etag.ts';

export const handler = http(routes.putTransferPolicy, async ({ tenant, auth, body, headers, requestId }) => {
  const expected = parseIfMatch(headers['if-match']);
  const actor = { member: auth.member, apiKeyId: auth.keyId, requestId };
  const { item, change } = await requestSettingChange(tenant, actor, 'transfer_policy', canonicalPolicy(body), expected);
  const policy = transferPolicyView(item);
  return {
    status: change ? 202 : 200,
    data: { policy, pending_change: change && toSettingChangeView(change) },
    headers: { ETag: etagOf(policy.version) },
  };
});
