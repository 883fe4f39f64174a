import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { quoteRequestRoutes as routes } from '#shared/routes/quote-requests.ts';
import { showQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.getQuoteRequest, async ({ params, tenant }) => ({
  data: { quote_request: await showQuoteRequest(tenant, params.quoteRequestId) },
}));
