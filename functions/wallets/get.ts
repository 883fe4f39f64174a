import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { requireWallet } from '#shared/domain/wallets/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';

export const handler = http(routes.getWallet, async ({ tenant, params }) => ({
  data: { wallet: toWalletView(await requireWallet(tenant, params.walletId)) },
}));
