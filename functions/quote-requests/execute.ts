import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { executeQuote } from '#shared/domain/quotes/execute.ts';

export const handler = http(routes.executeQuote, async ({ params, body, tenant }) => {
  const { payment, replayed } = await executeQuote(tenant, params.quoteRequestId, body);
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
