import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { quoteRequestRoutes as routes } from '#shared/routes/quote-requests.ts';
import { createQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.createQuoteRequest, async ({ body, tenant }) => ({
  data: { quote_request: await createQuoteRequest(tenant, body) },
}));
