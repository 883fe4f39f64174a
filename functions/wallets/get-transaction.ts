import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { walletRoutes as routes } from '#shared/routes/wallets.ts';
import { showTransaction } from '#shared/domain/wallets/transactions.ts';

export const handler = http(routes.getTransaction, async ({ tenant, params }) => ({
  data: await showTransaction(tenant, params.transactionId),
}));
