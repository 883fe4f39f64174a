import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { walletRoutes as routes } from '#shared/routes/wallets.ts';
import { requireWallet } from '#shared/domain/wallets/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';

export const handler = http(routes.getWallet, async ({ tenant, params }) => ({
  data: { wallet: toWalletView(await requireWallet(tenant, params.walletId)) },
}));
