import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { approveTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = http(routes.approveTransfer, async ({ tenant, auth, params }) => ({
  data: await approveTransfer(tenant, auth.member, params.activityId),
}));
