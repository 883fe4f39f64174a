import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { rejectTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = http(routes.rejectTransfer, async ({ tenant, auth, params }) => ({
  data: await rejectTransfer(tenant, auth.member, params.activityId),
}));
