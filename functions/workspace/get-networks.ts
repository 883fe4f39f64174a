import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';

export const handler = http(routes.getNetworks, async ({ tenant }) => ({
  data: await readEnabledNetworks(tenant),
}));
