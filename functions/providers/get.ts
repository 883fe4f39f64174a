import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { findProvider, toProviderView } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.getProvider, async ({ params, environment }) => ({
  data: { provider: toProviderView(await findProvider(environment, params.providerId), environment) },
}));
