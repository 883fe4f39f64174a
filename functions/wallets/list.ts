import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { walletRoutes as routes } from '#shared/routes/wallets.ts';
import { listWalletsPage } from '#shared/domain/wallets/wallets.ts';

export const handler = http(routes.listWallets, async ({ tenant, query }) => ({
  data: await listWalletsPage(tenant, query.limit, query.cursor),
}));
