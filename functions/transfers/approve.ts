import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { approveTransfer } from '#shared/domain/transfers/approve.ts';

export const handler = sessionHttp(routes.approveTransfer, async ({ tenant, auth, params, body }) => ({
  data: await approveTransfer(tenant, auth.member, params.activityId, body.assertion),
}));
