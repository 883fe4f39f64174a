import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { workspaceRoutes as routes } from '#shared/routes/workspace.ts';
import { replaceApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { etagOf, parseIfMatch } from '#shared/http/etag.ts';

export const handler = http(routes.putTransferApprovals, async ({ tenant, body, headers }) => {
  const approvals = await replaceApprovalSettings(tenant, body, parseIfMatch(headers['if-match']));
  return { data: { approvals }, headers: { ETag: etagOf(approvals.version) } };
});
