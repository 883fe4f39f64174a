import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { providerRoutes as routes } from '#shared/routes/providers.ts';
import { findProvider, toProviderView } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.getProvider, async ({ params, environment }) => ({
  data: { provider: toProviderView(await findProvider(environment, params.providerId), environment) },
}));
