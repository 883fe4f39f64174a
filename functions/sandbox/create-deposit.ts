import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createSandboxDeposit } from '#shared/domain/custody/deposits.ts';

export const handler = http(routes.createSandboxDeposit, async ({ tenant, params, body }) => ({
  data: { transaction: await createSandboxDeposit(tenant, params.walletId, body) },
}));
