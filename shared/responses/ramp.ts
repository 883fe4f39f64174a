/** Response schemas of the ramp payment routes (contract 2 RampPayment, 4.1), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { RAMP_DIRECTIONS, RAMP_RAILS, RAMP_STATUSES } from '#shared/model/ramp/vocabulary.ts';
import { bySuccessStatus, pageOf } from '#shared/responses/common.ts';
import { approvalCheckSchema, balanceCheckSchema, policyCheckFields } from '#shared/responses/dry-run.ts';

const rampAmount = z.object({ amount: z.string(), asset: z.string(), network: z.optional(z.string()) });

/**
 * `awaiting_deposit`: the partner reported success, no deposit is linked yet; `deposit_missing`:
 * none after the wait (an alarm); `credited`: linked to the chain deposit (`transaction_id`).
 */
const CHAIN_CREDIT_STATUSES = ['awaiting_deposit', 'deposit_missing', 'credited'] as const;

/**
 * How a live on-ramp into a custody wallet met its chain deposit (docs/ramp.md, Delivery): the
 * chain credits the wallet, and the payment links to that credit rather than crediting again.
 */
export const rampChainCreditSchema = z.object({
  status: z.enum(CHAIN_CREDIT_STATUSES),
  /** The delivery's chain transaction: the partner's report until linked, then the deposit's. */
  tx_hash: z.nullable(z.string()),
  matched_by: z.nullable(z.enum(['tx_hash', 'amount'])),
  matched_at: z.nullable(z.string()),
  /** When the wait for the deposit ran out (the alarm); kept after a late link. */
  deposit_missing_at: z.nullable(z.string()),
});

/**
 * Where an on-ramp's stablecoin goes. `wallet_id` is the workspace's wallet owning the address in
 * this environment (null for an external address); `transaction_id` is its inbound transaction:
 * in sandbox set in the write that moves the payment to succeeded, in live the chain deposit the
 * payment is linked to (always null for an external address). `chain_credit` only on a live
 * on-ramp into a custody wallet, from its success on.
 */
export const rampDeliverySchema = z.object({
  network: z.string(),
  address: z.string(),
  asset: z.string(),
  amount: z.string(),
  wallet_id: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
  chain_credit: z.optional(rampChainCreditSchema),
});
export type RampDeliveryView = z.infer<typeof rampDeliverySchema>;
export type RampChainCredit = z.infer<typeof rampChainCreditSchema>;

export const rampPaymentSchema = withMeta(
  z.object({
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
  }),
  { id: 'RampPayment', description: 'An on-ramp or off-ramp payment, identified by its `reference`.' },
);
export type RampPaymentView = z.infer<typeof rampPaymentSchema>;
export const rampPaymentPage = pageOf(rampPaymentSchema);

/** `dry_run: true`: what creating the payment would meet. `destination` and `policy` are null for a payout to no address. */
export const rampDryRunSchema = withMeta(
  z.object({
    dry_run: z.literal(true),
    would_succeed: z.boolean(),
    provider: z.string(),
    destination: z.nullable(z.object({ network: z.string(), address: z.string() })),
    policy: z.nullable(
      z.object({
        allowed: z.boolean(),
        rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])),
        version: z.number().check(z.int()),
      }),
    ),
    /** With `source_wallet_id`: what the funding transfer would meet; null otherwise. */
    funding_transfer: z.nullable(
      z.object({
        wallet_id: z.string(),
        network: z.string(),
        asset: z.string(),
        amount: z.string(),
        policy: z.object(policyCheckFields),
        balance: balanceCheckSchema,
        approval: approvalCheckSchema,
      }),
    ),
  }),
  { id: 'RampPaymentDryRun', description: 'The evaluation of a ramp payment sent with `dry_run: true`: nothing is created.' },
);
export type RampDryRunView = z.infer<typeof rampDryRunSchema>;

export const rampResponses = {
  createRampPayment: bySuccessStatus([201, rampPaymentSchema], [200, rampDryRunSchema]),
  listRampPayments: rampPaymentPage,
  getRampPayment: rampPaymentSchema,
  cancelRampPayment: rampPaymentSchema,
  advanceSandboxRampPayment: rampPaymentSchema,
} satisfies Record<string, z.ZodMiniType>;
