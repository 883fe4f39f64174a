import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { workspaceRoutes as routes } from '#shared/routes/workspace.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';

export const handler = http(routes.getNetworks, async ({ tenant }) => ({
  data: await readEnabledNetworks(tenant),
}));
