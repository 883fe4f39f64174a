import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { showTransfer } from '#shared/domain/transfers/queries.ts';

export const handler = sessionHttp(routes.getTransfer, async ({ tenant, params }) => ({
  data: await showTransfer(tenant, params.activityId),
}));
