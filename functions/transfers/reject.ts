import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { rejectTransfer } from '#shared/domain/transfers/decisions.ts';

export const handler = sessionHttp(routes.rejectTransfer, async ({ tenant, auth, params }) => ({
  data: await rejectTransfer(tenant, auth.member, params.activityId),
}));
