import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listPayments } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.listRampPayments, async ({ query, tenant }) => {
  const { limit, cursor, ...filters } = query;
  return { data: await listPayments(tenant, filters, limit, cursor) };
});
