import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { transferRoutes as routes } from '#shared/routes/transfers.ts';
import { listTransfers } from '#shared/domain/transfers/queries.ts';

export const handler = http(routes.listTransfers, async ({ tenant, query }) => ({
  data: await listTransfers(tenant, query),
}));
