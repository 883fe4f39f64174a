import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { walletRoutes as routes } from '#shared/routes/wallets.ts';
import { listBalances } from '#shared/domain/wallets/balances.ts';

export const handler = http(routes.getBalances, async ({ tenant }) => ({
  data: await listBalances(tenant),
}));
