import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listBalances } from '#shared/domain/wallets/balances.ts';

export const handler = http(routes.getBalances, async ({ tenant }) => ({
  data: await listBalances(tenant),
}));
