import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/sandbox.ts';
import { createSandboxDeposit } from '#shared/domain/custody/deposits.ts';

export const handler = http(routes.createSandboxDeposit, async ({ tenant, params, body }) => {
  const { transaction, replayed } = await createSandboxDeposit(tenant, params.walletId, body);
  return { data: { transaction }, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
