import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/providers.ts';
import { listProviderViews } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.listProviders, async ({ query, tenant }) => {
  const { limit, cursor, ...filters } = query;
  return { data: await listProviderViews(tenant, filters, limit, cursor) };
});
