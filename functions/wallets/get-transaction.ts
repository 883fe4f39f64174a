import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showTransaction } from '#shared/domain/wallets/transactions.ts';

export const handler = http(routes.getTransaction, async ({ tenant, params }) => ({
  data: await showTransaction(tenant, params.transactionId),
}));
