import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { replaceApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { etagOf, parseIfMatch } from '#shared/http/etag.ts';

export const handler = http(routes.putTransferApprovals, async ({ tenant, body, headers }) => {
  const approvals = await replaceApprovalSettings(tenant, body, parseIfMatch(headers['if-match']));
  return { data: { approvals }, headers: { ETag: etagOf(approvals.version) } };
});
