import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { quoteRequestRoutes as routes } from '#shared/routes/quote-requests.ts';
import { executeQuote } from '#shared/domain/quotes/execute.ts';

export const handler = http(routes.executeQuote, async ({ params, body, tenant }) => {
  const { payment, replayed } = await executeQuote(tenant, params.quoteRequestId, body);
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
