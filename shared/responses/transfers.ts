/** Response schemas of transfers and the approval setting (contract 11 and 12), by route id. */
import * as z from 'zod/mini';
import { APPROVAL_STATES, CUSTODY_STATUSES, TRANSFER_STATUSES } from '#shared/domain/transfers/state-machine.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { pageOf } from '#shared/responses/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import type { transferRoutes } from '#shared/routes/transfers.ts';

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
  funds_ramp_payment: withMeta(z.nullable(z.string()), {
    description: 'The reference of the ramp payment this transfer was admitted as the funding of (past a non-empty allow-list); null otherwise.',
  }),
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
  policy: z.object({
    allowed: z.boolean(),
    rule: z.nullable(z.enum(['blocked_destination', 'not_in_allow_list'])),
    version: z.number().check(z.int()),
    funds_ramp_payment: withMeta(z.nullable(z.string()), { description: 'The ramp payment the transfer would fund, when that is what admits it.' }),
  }),
  balance: z.object({ sufficient: z.boolean(), available: z.string(), requested: z.string(), asset_symbol: z.string(), decimals: z.number().check(z.int()) }),
  approval: z.object({ required: z.boolean(), required_approvals: z.number().check(z.int()) }),
});
export type DryRunView = z.infer<typeof dryRunSchema>;
export const approvalSettingsSchema = z.object({
  approval_required: z.boolean(),
  required_approvals: z.number().check(z.int()),
  version: z.number().check(z.int(), z.nonnegative()),
  updated_at: z.nullable(z.string()),
});
export type ApprovalSettingsView = z.infer<typeof approvalSettingsSchema>;
export const approvalSettingsResponse = z.object({ approvals: approvalSettingsSchema });

export const transferResponses = {
  createTransfer: z.union([transferSchema, dryRunSchema]),
  listTransfers: pageOf(transferSchema),
  getTransfer: transferSchema,
  approveTransfer: transferSchema,
  rejectTransfer: transferSchema,
  cancelTransfer: transferSchema,
} satisfies Record<keyof typeof transferRoutes, z.ZodMiniType>;
