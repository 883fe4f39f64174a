/** Response schema of the sandbox deposit route, by route id. */
import * as z from 'zod/mini';
import { transactionSchema } from '#shared/responses/wallets.ts';

export const sandboxResponses = {
  createSandboxDeposit: z.object({ transaction: transactionSchema }),
} satisfies Record<string, z.ZodMiniType>;
