import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { readApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { etagOf } from '#shared/http/etag.ts';

export const handler = http(routes.getTransferApprovals, async ({ tenant }) => {
  const approvals = await readApprovalSettings(tenant);
  return { data: { approvals }, headers: { ETag: etagOf(approvals.version) } };
});
