import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';

export const handler = http(routes.getNetworks, async ({ tenant }) => ({
  data: await readEnabledNetworks(tenant),
}));
