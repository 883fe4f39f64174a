import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/providers.ts';
import { findProvider, toProviderView } from '#shared/domain/providers/providers.ts';

export const handler = http(routes.getProvider, async ({ params, environment }) => ({
  data: { provider: toProviderView(await findProvider(environment, params.providerId), environment) },
}));
