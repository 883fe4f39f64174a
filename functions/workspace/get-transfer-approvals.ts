import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { readApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = sessionHttp(routes.getTransferApprovals, async ({ tenant }) => {
  const approvals = await readApprovalSettings(tenant);
  return { data: { approvals }, headers: { ETag: etagOf(approvals.version) } };
});
