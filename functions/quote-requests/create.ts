import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/quote-requests.ts';
import { createQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.createQuoteRequest, async ({ body, tenant }) => {
  const { quoteRequest, replayed } = await createQuoteRequest(tenant, body);
  return { data: { quote_request: quoteRequest }, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
