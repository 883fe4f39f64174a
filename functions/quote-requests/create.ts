import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.createQuoteRequest, async ({ body, tenant }) => ({
  data: { quote_request: await createQuoteRequest(tenant, body) },
}));
