/** Request and response schemas of transfers and the approval setting (contract 11 and 12). */
import * as z from 'zod/mini';
import { APPROVAL_STATES, CUSTODY_STATUSES, TRANSFER_STATUSES } from '#shared/domain/transfers/state-machine.ts';
import { paginationQuerySchema, uuidSchema } from '#shared/schemas/common.ts';
import { assetSymbolSchema, baseUnitsSchema, networkCodeSchema } from '#shared/schemas/wallets.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const createTransferBody = z
  .strictObject({
    wallet_id: uuidSchema,
    network_code: networkCodeSchema,
    asset_symbol: assetSymbolSchema,
    amount_base_units: baseUnitsSchema,
    to_address: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(128, 'Must be at most 128 characters.')),
    ),
    address_book_entry_id: z.optional(uuidSchema),
    description: z.optional(z.string().check(z.maxLength(500, 'Must be at most 500 characters.'))),
    idempotency_key: z.optional(
      z.string().check(z.minLength(1, 'Must not be empty.'), z.maxLength(255, 'Must be at most 255 characters.')),
    ),
    dry_run: z.optional(z.boolean({ message: 'Must be true or false.' })),
  })
  .check(z.refine((b) => (b.to_address === undefined) !== (b.address_book_entry_id === undefined), {
    message: 'Send exactly one of to_address and address_book_entry_id.',
    path: ['to_address'],
  }));
export type CreateTransferInput = z.infer<typeof createTransferBody>;

const nullableString = z.nullable(z.string());

export const transferActivitySchema = z.object({
  id: uuidSchema,
  type: z.literal('withdrawal'),
  status: z.enum(TRANSFER_STATUSES),
  description: z.string(),
  created_at: z.string(),
  network_code: z.string(),
  asset_symbol: z.string(),
  amount_base_units: z.string(),
  from_address: z.string(),
  to_address: z.string(),
  tx_hash: nullableString,
  tx_error: nullableString,
  custody_withdrawal_id: nullableString,
  custody_status: z.nullable(z.enum(CUSTODY_STATUSES)),
  provider_released_by_email: nullableString,
  provider_released_at: nullableString,
});

export const transferSchema = z.object({
  id: uuidSchema,
  wallet_id: uuidSchema,
  address_book_entry_id: z.nullable(uuidSchema),
  activity: transferActivitySchema,
  approval_state: z.enum(APPROVAL_STATES),
  required_approvals: z.number().check(z.int()),
  approvals: z.array(z.object({ email: z.string(), approved_at: z.string() })),
  custody_withdrawal_id: nullableString,
  custody_status: z.nullable(z.enum(CUSTODY_STATUSES)),
  provider_failure_reason: nullableString,
  provider_released_by_email: nullableString,
  provider_released_at: nullableString,
  requested_by_email: z.string(),
  approved_by_email: nullableString,
  approved_at: nullableString,
  rejected_by_email: nullableString,
  rejected_at: nullableString,
  canceled_by_email: nullableString,
  canceled_at: nullableString,
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: nullableString,
});
export type TransferView = z.infer<typeof transferSchema>;

export const dryRunSchema = z.object({
  dry_run: z.literal(true),
  would_succeed: z.boolean(),
  destination: z.object({ to_address: z.string(), address_book_entry_id: z.nullable(uuidSchema) }),
  policy: z.object({ allowed: z.boolean(), rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])), version: z.number().check(z.int()) }),
  balance: z.object({ sufficient: z.boolean(), available: z.string(), requested: z.string(), asset_symbol: z.string(), decimals: z.number().check(z.int()) }),
  approval: z.object({ required: z.boolean(), required_approvals: z.number().check(z.int()) }),
});
export type DryRunView = z.infer<typeof dryRunSchema>;

export const transferIdParams = z.strictObject({ activityId: withMeta(uuidSchema, { description: 'The transfer activity id (TransferActivity.id).' }) });

export const listTransfersQuery = z.extend(paginationQuerySchema, {
  approval_state: withMeta(z.optional(z.enum(APPROVAL_STATES, { message: `Must be one of: ${APPROVAL_STATES.join(', ')}.` })), {
    description: 'Only transfers in this approval state.',
  }),
  status: withMeta(z.optional(z.enum(TRANSFER_STATUSES, { message: `Must be one of: ${TRANSFER_STATUSES.join(', ')}.` })), {
    description: 'Only transfers in this status.',
  }),
  wallet_id: withMeta(z.optional(uuidSchema), { description: 'Only transfers from this wallet.' }),
  network_code: withMeta(z.optional(networkCodeSchema), { description: 'Only transfers on this network.' }),
});

/** The most approvals a workspace may require. */
export const MAX_REQUIRED_APPROVALS = 5;

export const putApprovalSettingsBody = z.strictObject({
  approval_required: z.boolean({ message: 'Must be true or false.' }),
  required_approvals: z
    .number()
    .check(
      z.int('Must be a whole number.'),
      z.gte(1, 'Must be at least 1.'),
      z.lte(MAX_REQUIRED_APPROVALS, `Must be at most ${MAX_REQUIRED_APPROVALS}.`),
    ),
});

export const approvalSettingsSchema = z.object({
  approval_required: z.boolean(),
  required_approvals: z.number().check(z.int()),
  version: z.number().check(z.int(), z.nonnegative()),
  updated_at: z.nullable(z.string()),
});
export type ApprovalSettingsView = z.infer<typeof approvalSettingsSchema>;
export const approvalSettingsResponse = z.object({ approvals: approvalSettingsSchema });
