import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { providerRoutes as routes } from '#shared/routes/providers.ts';
import { listProviderViews } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.listProviders, async ({ query, tenant }) => {
  const { limit, cursor, ...filters } = query;
  return { data: await listProviderViews(tenant, filters, limit, cursor) };
});
