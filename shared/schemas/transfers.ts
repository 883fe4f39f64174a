/** Request and response schemas of transfers and the approval setting (contract 11 and 12). */
import * as z from 'zod';
import { APPROVAL_STATES, CUSTODY_STATUSES, TRANSFER_STATUSES } from '#shared/domain/transfers/state-machine.ts';
import { paginationQuerySchema, uuidSchema } from '#shared/schemas/common.ts';
import { assetSymbolSchema, baseUnitsSchema, networkCodeSchema } from '#shared/schemas/wallets.ts';

export const createTransferBody = z
  .strictObject({
    wallet_id: uuidSchema,
    network_code: networkCodeSchema,
    asset_symbol: assetSymbolSchema,
    amount_base_units: baseUnitsSchema,
    to_address: z.string().trim().min(1, 'Must not be empty.').max(128, 'Must be at most 128 characters.').optional(),
    address_book_entry_id: uuidSchema.optional(),
    description: z.string().max(500, 'Must be at most 500 characters.').optional(),
    idempotency_key: z.string().min(1, 'Must not be empty.').max(255, 'Must be at most 255 characters.').optional(),
    dry_run: z.boolean({ message: 'Must be true or false.' }).optional(),
  })
  .refine((b) => (b.to_address === undefined) !== (b.address_book_entry_id === undefined), {
    message: 'Send exactly one of to_address and address_book_entry_id.',
    path: ['to_address'],
  });
export type CreateTransferInput = z.infer<typeof createTransferBody>;

const nullableString = z.string().nullable();

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
  custody_status: z.enum(CUSTODY_STATUSES).nullable(),
  provider_released_by_email: nullableString,
  provider_released_at: nullableString,
});

export const transferSchema = z.object({
  id: uuidSchema,
  wallet_id: uuidSchema,
  address_book_entry_id: uuidSchema.nullable(),
  activity: transferActivitySchema,
  approval_state: z.enum(APPROVAL_STATES),
  required_approvals: z.number().int(),
  approvals: z.array(z.object({ email: z.string(), approved_at: z.string() })),
  custody_withdrawal_id: nullableString,
  custody_status: z.enum(CUSTODY_STATUSES).nullable(),
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
  destination: z.object({ to_address: z.string(), address_book_entry_id: uuidSchema.nullable() }),
  policy: z.object({ allowed: z.boolean(), rule: z.enum(['blocked_destination', 'not_in_allow_list']).nullable(), version: z.number().int() }),
  balance: z.object({ sufficient: z.boolean(), available: z.string(), requested: z.string(), asset_symbol: z.string(), decimals: z.number().int() }),
  approval: z.object({ required: z.boolean(), required_approvals: z.number().int() }),
});
export type DryRunView = z.infer<typeof dryRunSchema>;

export const transferIdParams = z.strictObject({ activityId: uuidSchema.meta({ description: 'The transfer activity id (TransferActivity.id).' }) });

export const listTransfersQuery = paginationQuerySchema.extend({
  approval_state: z.enum(APPROVAL_STATES, { message: `Must be one of: ${APPROVAL_STATES.join(', ')}.` }).optional().meta({ description: 'Only transfers in this approval state.' }),
  status: z.enum(TRANSFER_STATUSES, { message: `Must be one of: ${TRANSFER_STATUSES.join(', ')}.` }).optional().meta({ description: 'Only transfers in this status.' }),
  wallet_id: uuidSchema.optional().meta({ description: 'Only transfers from this wallet.' }),
  network_code: networkCodeSchema.optional().meta({ description: 'Only transfers on this network.' }),
});

/** The most approvals a workspace may require. */
export const MAX_REQUIRED_APPROVALS = 5;

export const putApprovalSettingsBody = z.strictObject({
  approval_required: z.boolean({ message: 'Must be true or false.' }),
  required_approvals: z.number().int('Must be a whole number.').min(1, 'Must be at least 1.').max(MAX_REQUIRED_APPROVALS, `Must be at most ${MAX_REQUIRED_APPROVALS}.`),
});

export const approvalSettingsSchema = z.object({
  approval_required: z.boolean(),
  required_approvals: z.number().int(),
  version: z.number().int().nonnegative(),
  updated_at: z.string().nullable(),
});
export type ApprovalSettingsView = z.infer<typeof approvalSettingsSchema>;
export const approvalSettingsResponse = z.object({ approvals: approvalSettingsSchema });
