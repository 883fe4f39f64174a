/** Response schemas of transfers and the approval setting (contract 11 and 12), by route id. */
import * as z from 'zod/mini';
import { APPROVAL_STATES, CUSTODY_STATUSES, TRANSFER_STATUSES } from '#shared/model/transfers/state-machine.ts';
import { RAMP_DIRECTIONS, RAMP_RAILS } from '#shared/model/ramp/vocabulary.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { bySuccessStatus, pageOf } from '#shared/responses/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { approvalIntentSchema, signedApprovalSchema } from '#shared/responses/passkeys.ts';
import { approvalCheckSchema, balanceCheckSchema, policyCheckFields } from '#shared/responses/dry-run.ts';

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
const rampFundingBeneficiary = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank_account'),
    account_name: z.string(),
    account_number_masked: withMeta(z.string(), {
      description: 'The account number with all but its last four characters (fewer when short) replaced by `*`.',
    }),
    bank_name: nullableString,
    bank_code: nullableString,
  }),
  z.object({
    type: z.literal('mobile_money'),
    account_name: nullableString,
    phone_number_masked: withMeta(z.string(), {
      description: 'The E.164 number with all but its `+` and last four digits replaced by `*`.',
    }),
    provider_code: z.string(),
    country_code: z.string(),
  }),
  z.object({ type: z.literal('wallet'), network: z.string(), address: z.string() }),
]);
export const transferPurposeSchema = withMeta(
  z.object({
    type: z.literal('ramp_payment_funding'),
    ramp_payment: z.object({
      reference: z.string(),
      direction: z.enum(RAMP_DIRECTIONS),
      rail: z.enum(RAMP_RAILS),
      country_code: z.string(),
      provider: z.string(),
      destination_amount: withMeta(z.object({ amount: z.string(), asset: z.string() }), {
        description:
          'What the beneficiary receives: the fiat amount in minor units and its currency (a wallet payout: base units and asset).',
      }),
      beneficiary: rampFundingBeneficiary,
    }),
  }),
  {
    id: 'TransferPurpose',
    description:
      'Why the transfer exists, as recorded when it was created: the ramp payment it funds, with its beneficiary masked. Null for an ordinary transfer.',
  },
);
export type TransferPurpose = z.infer<typeof transferPurposeSchema>;
export const transferAddressBookSchema = withMeta(
  z.object({ entry_id: uuidSchema, label: z.string(), trust_status: z.enum(['trusted', 'untrusted']) }),
  { description: "The workspace's active address book entry for the destination when the transfer was created; null when there was none." },
);
export type TransferAddressBook = z.infer<typeof transferAddressBookSchema>;
export const TRANSFER_ALLOWED_BY = ['no_allow_list', 'allow_list', 'own_wallet', 'ramp_payment_funding'] as const;
export const transferPolicyVerdictSchema = withMeta(
  z.object({
    policy_version: z.number().check(z.int()),
    allowed_by: z.enum(TRANSFER_ALLOWED_BY),
    approval: z.object({
      required: z.boolean(),
      required_approvals: z.number().check(z.int()),
      approval_settings_version: z.number().check(z.int()),
    }),
  }),
  {
    id: 'TransferPolicyVerdict',
    description:
      'What the evaluation decided when the transfer was created: which transfer policy version let the destination through and why ' +
      '(`no_allow_list`, on the `allow_list`, or as a `ramp_payment_funding`), and whether the approval setting (its version) required approvals.',
  },
);
export type TransferPolicyVerdict = z.infer<typeof transferPolicyVerdictSchema>;
export const transferApprovalSchema = z.object({
  email: z.string(),
  approved_at: z.string(),
  shown_digest: withMeta(nullableString, {
    description:
      'SHA-256 (hex) of the RFC 8785 canonical JSON of the approval intent this approver was shown (docs/wallets-transfers.md, What an approver sees); ' +
      'null for approvals recorded before digests were.',
  }),
  signed: z.nullable(signedApprovalSchema),
});

export const transferSchema = withMeta(
  z.object({
    id: uuidSchema,
    wallet_id: uuidSchema,
    address_book_entry_id: z.nullable(uuidSchema),
    funds_ramp_payment: withMeta(z.nullable(z.string()), {
      description:
        'The reference of the ramp payment this transfer was admitted as the funding of (past a non-empty allow-list); null otherwise.',
    }),
    purpose: z.nullable(transferPurposeSchema),
    address_book: z.nullable(transferAddressBookSchema),
    policy_verdict: withMeta(z.nullable(transferPolicyVerdictSchema), {
      description: 'Null on transfers created before verdicts were recorded.',
    }),
    activity: transferActivitySchema,
    approval_state: z.enum(APPROVAL_STATES),
    required_approvals: z.number().check(z.int()),
    approvals: z.array(transferApprovalSchema),
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
  }),
  { id: 'Transfer', description: 'A transfer out of a workspace wallet, with its approvals and its on-chain activity.' },
);
export type TransferView = z.infer<typeof transferSchema>;
export const dryRunSchema = withMeta(
  z.object({
    dry_run: z.literal(true),
    would_succeed: z.boolean(),
    destination: z.object({ to_address: z.string(), address_book_entry_id: z.nullable(uuidSchema) }),
    policy: z.object({
      ...policyCheckFields,
      funds_ramp_payment: withMeta(z.nullable(z.string()), {
        description: 'The ramp payment the transfer would fund, when that is what admits it.',
      }),
    }),
    balance: balanceCheckSchema,
    approval: approvalCheckSchema,
  }),
  { id: 'TransferDryRun', description: 'The evaluation of a transfer request sent with `dry_run: true`: nothing is created or reserved.' },
);
export type DryRunView = z.infer<typeof dryRunSchema>;
export const approvalSettingsSchema = z.object({
  approval_required: z.boolean(),
  required_approvals: z.number().check(z.int()),
  passkey_required: withMeta(z.boolean(), {
    description:
      "Every approval must carry a passkey's assertion over its approval intent; a bearer key alone is refused (403 `passkey_required`).",
  }),
  version: z.number().check(z.int(), z.nonnegative()),
  updated_at: z.nullable(z.string()),
});
export type ApprovalSettingsView = z.infer<typeof approvalSettingsSchema>;
export const approvalSettingsResponse = z.object({ approvals: approvalSettingsSchema });

export const transferResponses = {
  createTransfer: bySuccessStatus([201, transferSchema], [200, dryRunSchema]),
  listTransfers: pageOf(transferSchema),
  getTransfer: transferSchema,
  createTransferApprovalIntent: approvalIntentSchema,
  approveTransfer: transferSchema,
  rejectTransfer: transferSchema,
  cancelTransfer: transferSchema,
} satisfies Record<string, z.ZodMiniType>;
