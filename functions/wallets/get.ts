import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { requireWallet } from '#shared/domain/wallets/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';

export const handler = http(routes.getWallet, async ({ tenant, params }) => ({
  data: { wallet: toWalletView(await requireWallet(tenant, params.walletId)) },
}));
