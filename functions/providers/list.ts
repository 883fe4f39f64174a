import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listProviderViews } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.listProviders, async ({ query, tenant }) => {
  const { limit, cursor, ...filters } = query;
  return { data: await listProviderViews(tenant, filters, limit, cursor) };
});
