import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { replaceEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';

export const handler = http(routes.putNetworks, async ({ tenant, body }) => ({
  data: await replaceEnabledNetworks(tenant, body.enabled_networks),
}));
