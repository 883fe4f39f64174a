/** Response schemas of the ramp payment routes (contract 2 RampPayment, 4.1), by route id. */
import * as z from 'zod/mini';
import { RAMP_DIRECTIONS, RAMP_RAILS, RAMP_STATUSES } from '#shared/domain/ramp/vocabulary.ts';
import { pageOf } from '#shared/responses/common.ts';
import type { rampRoutes } from '#shared/routes/ramp.ts';

const rampAmount = z.object({ amount: z.string(), asset: z.string(), network: z.optional(z.string()) });

/**
 * Where an on-ramp's stablecoin goes. `wallet_id` is the workspace's wallet owning the address in
 * this environment (null for an external address); `transaction_id` is its inbound transaction,
 * set in the write that moves the payment to succeeded (always null for an external address).
 */
export const rampDeliverySchema = z.object({
  network: z.string(),
  address: z.string(),
  asset: z.string(),
  amount: z.string(),
  wallet_id: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
});
export type RampDeliveryView = z.infer<typeof rampDeliverySchema>;

export const rampPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(RAMP_STATUSES),
  direction: z.enum(RAMP_DIRECTIONS),
  rail: z.enum(RAMP_RAILS),
  country_code: z.string(),
  provider: z.string(),
  provider_reference: z.string(),
  quote_reference: z.nullable(z.string()),
  source: rampAmount,
  destination_amount: rampAmount,
  fee: rampAmount,
  exchange_rate: z.string(),
  destination: z.record(z.string(), z.unknown()),
  funding_instructions: z.record(z.string(), z.unknown()),
  /** On-ramps: where the stablecoin is delivered; null for off-ramps. */
  delivery: z.nullable(rampDeliverySchema),
  /** The transfer out of a workspace wallet that funds the payment (`source_wallet_id`); null when funding is external. */
  funding_transfer_id: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  metadata: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RampPaymentView = z.infer<typeof rampPaymentSchema>;
export const rampPaymentPage = pageOf(rampPaymentSchema);

/** `dry_run: true`: what creating the payment would meet. `destination` and `policy` are null for a payout to no address. */
export const rampDryRunSchema = z.object({
  dry_run: z.literal(true),
  would_succeed: z.boolean(),
  provider: z.string(),
  destination: z.nullable(z.object({ network: z.string(), address: z.string() })),
  policy: z.nullable(
    z.object({ allowed: z.boolean(), rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])), version: z.number().check(z.int()) }),
  ),
  /** With `source_wallet_id`: what the funding transfer would meet; null otherwise. */
  funding_transfer: z.nullable(
    z.object({
      wallet_id: z.string(),
      network: z.string(),
      asset: z.string(),
      amount: z.string(),
      policy: z.object({ allowed: z.boolean(), rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])), version: z.number().check(z.int()) }),
      balance: z.object({ sufficient: z.boolean(), available: z.string(), requested: z.string(), asset_symbol: z.string(), decimals: z.number().check(z.int()) }),
      approval: z.object({ required: z.boolean(), required_approvals: z.number().check(z.int()) }),
    }),
  ),
});
export type RampDryRunView = z.infer<typeof rampDryRunSchema>;

export const rampResponses = {
  createRampPayment: z.union([rampPaymentSchema, rampDryRunSchema]),
  listRampPayments: rampPaymentPage,
  getRampPayment: rampPaymentSchema,
  cancelRampPayment: rampPaymentSchema,
  advanceSandboxRampPayment: rampPaymentSchema,
} satisfies Record<keyof typeof rampRoutes, z.ZodMiniType>;
