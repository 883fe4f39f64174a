import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { listPayments } from '#shared/domain/ramp/payments.ts';

export const handler = sessionHttp(routes.listRampPayments, async ({ query, tenant }) => {
  const { limit, cursor, ...filters } = query;
  return { data: await listPayments(tenant, filters, limit, cursor) };
});
