import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { showTransaction } from '#shared/domain/wallets/transactions.ts';

export const handler = http(routes.getTransaction, async ({ tenant, params }) => ({
  data: await showTransaction(tenant, params.transactionId),
}));
