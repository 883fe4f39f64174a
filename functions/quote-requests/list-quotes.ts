import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listQuotes } from '#shared/domain/quotes/quote-requests.ts';

export const handler = http(routes.listQuotes, async ({ params, tenant }) => ({
  data: await listQuotes(tenant, params.quoteRequestId),
}));
