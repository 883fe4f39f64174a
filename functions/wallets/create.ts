import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/wallets.ts';
import { createWallet } from '#shared/domain/wallets/create-wallet.ts';

export const handler = http(routes.createWallet, async ({ tenant, auth, body }) => {
  const { wallet, replayed } = await createWallet(tenant, auth.member, body);
  return { data: { wallet }, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
