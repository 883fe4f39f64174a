import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { workspaceRoutes as routes } from '#shared/routes/workspace.ts';
import { replaceEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';

export const handler = http(routes.putNetworks, async ({ tenant, body }) => ({
  data: await replaceEnabledNetworks(tenant, body.enabled_networks),
}));
