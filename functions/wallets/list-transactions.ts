import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listWalletTransactions } from '#shared/domain/wallets/transactions.ts';

export const handler = http(routes.listWalletTransactions, async ({ tenant, params, query }) => ({
  data: await listWalletTransactions(tenant, params.walletId, query),
}));
