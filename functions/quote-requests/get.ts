import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.getQuoteRequest, async ({ params, tenant }) => ({
  data: { quote_request: await showQuoteRequest(tenant, params.quoteRequestId) },
}));
