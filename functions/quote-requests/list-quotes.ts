import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { quoteRequestRoutes as routes } from '#shared/routes/quote-requests.ts';
import { listQuotes } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.listQuotes, async ({ params, tenant }) => ({
  data: await listQuotes(tenant, params.quoteRequestId),
}));
