import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { listWalletsPage } from '#shared/domain/wallets/wallets.ts';

export const handler = sessionHttp(routes.listWallets, async ({ tenant, query }) => ({
  data: await listWalletsPage(tenant, query.limit, query.cursor),
}));
