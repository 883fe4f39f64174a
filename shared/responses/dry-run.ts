/**
 * What a dry run says a transfer would meet, shared by a transfer's dry run and a ramp payment's
 * (its funding transfer): one shape, so a caller reads both the same way.
 */
import * as z from 'zod/mini';

/** The transfer policy's verdict on the destination. */
export const policyCheckFields = {
  allowed: z.boolean(),
  rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])),
  version: z.number().check(z.int()),
};

/** Whether the source wallet's available balance covers the amount, in base units. */
export const balanceCheckSchema = z.object({
  sufficient: z.boolean(),
  available: z.string(),
  requested: z.string(),
  asset_symbol: z.string(),
  decimals: z.number().check(z.int()),
});

/** Whether the transfer would wait for approvals, and how many. */
export const approvalCheckSchema = z.object({ required: z.boolean(), required_approvals: z.number().check(z.int()) });
