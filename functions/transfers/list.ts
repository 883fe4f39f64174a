import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listTransfers } from '#shared/domain/transfers/queries.ts';

export const handler = http(routes.listTransfers, async ({ tenant, query }) => ({
  data: await listTransfers(tenant, query),
}));
