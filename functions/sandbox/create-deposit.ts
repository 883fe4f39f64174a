import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { sandboxRoutes as routes } from '#shared/routes/sandbox.ts';
import { createSandboxDeposit } from '#shared/domain/custody/deposits.ts';

export const handler = http(routes.createSandboxDeposit, async ({ tenant, params, body }) => ({
  data: { transaction: await createSandboxDeposit(tenant, params.walletId, body) },
}));
