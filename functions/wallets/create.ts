import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { walletRoutes as routes } from '#shared/routes/wallets.ts';
import { createWallet } from '#shared/domain/wallets/wallets.ts';

export const handler = http(routes.createWallet, async ({ tenant, auth, body }) => ({
  data: { wallet: await createWallet(tenant, auth.member, body) },
}));
