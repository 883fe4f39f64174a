import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listWalletsPage } from '#shared/domain/wallets/wallets.ts';

export const handler = http(routes.listWallets, async ({ tenant, query }) => ({
  data: await listWalletsPage(tenant, query.limit, query.cursor),
}));
