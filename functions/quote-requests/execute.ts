import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/quote-requests.ts';
import { executeQuote } from '#shared/domain/quotes/execute.ts';

export const handler = http(routes.executeQuote, async ({ params, body, tenant, auth }) => {
  const { payment, replayed } = await executeQuote(tenant, params.quoteRequestId, body, auth.member);
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
