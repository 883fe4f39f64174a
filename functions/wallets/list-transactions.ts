import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { listWalletTransactions } from '#shared/domain/wallets/transactions.ts';

export const handler = sessionHttp(routes.listWalletTransactions, async ({ tenant, params, query }) => ({
  data: await listWalletTransactions(tenant, params.walletId, query),
}));
