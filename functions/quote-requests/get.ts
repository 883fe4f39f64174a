import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/quote-requests.ts';
import { showQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.getQuoteRequest, async ({ params, tenant }) => ({
  data: { quote_request: await showQuoteRequest(tenant, params.quoteRequestId) },
}));
