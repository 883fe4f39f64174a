import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { workspaceRoutes as routes } from '#shared/routes/workspace.ts';
import { readApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = http(routes.getTransferApprovals, async ({ tenant }) => {
  const approvals = await readApprovalSettings(tenant);
  return { data: { approvals }, headers: { ETag: etagOf(approvals.version) } };
});
