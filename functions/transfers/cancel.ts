import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { transferRoutes as routes } from '#shared/routes/transfers.ts';
import { cancelTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = http(routes.cancelTransfer, async ({ tenant, auth, params }) => ({
  data: await cancelTransfer(tenant, auth.member, params.activityId),
}));
