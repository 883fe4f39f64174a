import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createWallet } from '#shared/domain/wallets/wallets.ts';

export const handler = http(routes.createWallet, async ({ tenant, auth, body }) => ({
  data: { wallet: await createWallet(tenant, auth.member, body) },
}));
