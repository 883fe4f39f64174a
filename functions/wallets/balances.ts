import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { listBalances } from '#shared/domain/wallets/balances.ts';

export const handler = sessionHttp(routes.getBalances, async ({ tenant }) => ({
  data: await listBalances(tenant),
}));
