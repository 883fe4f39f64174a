import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { approveTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = http(routes.approveTransfer, async ({ tenant, auth, params }) => ({
  data: await approveTransfer(tenant, auth.member, params.activityId),
}));
