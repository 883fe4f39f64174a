import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { listTransfers } from '#shared/domain/transfers/queries.ts';

export const handler = sessionHttp(routes.listTransfers, async ({ tenant, query }) => ({
  data: await listTransfers(tenant, query),
}));
