import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { cancelTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = http(routes.cancelTransfer, async ({ tenant, auth, params }) => ({
  data: await cancelTransfer(tenant, auth.member, params.activityId),
}));
