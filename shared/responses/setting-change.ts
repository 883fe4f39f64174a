/**
 * The SettingChange resource: a change to a workspace setting that loosens a money control and
 * waits for another member's approval (docs/setting-changes.md). Also the `pending_change` of the
 * two setting PUTs and the `data.setting_change` of the `workspace.setting_change.*` events.
 */
import * as z from 'zod/mini';
import { CHANGEABLE_SETTINGS, LOOSENING_REASONS } from '#shared/model/setting-changes/loosening.ts';
import { SETTING_CHANGE_STATUSES } from '#shared/model/setting-changes/state-machine.ts';
import { dateTimeSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { signedApprovalSchema } from '#shared/responses/passkeys.ts';
import { userReferenceSchema } from '#shared/responses/common.ts';

const addresses = z.array(z.string());
const int = () => z.number().check(z.int());

const listDifference = z.object({
  added: withMeta(addresses, { description: 'Addresses the change puts in the list.' }),
  removed: withMeta(addresses, { description: 'Addresses the change takes out of the list.' }),
});

const policyValue = withMeta(z.object({ allowed_destination_addresses: addresses, blocked_destination_addresses: addresses }), {
  id: 'PolicyValue',
  description: 'A whole transfer policy: both lists, canonical addresses.',
});
const approvalsValue = withMeta(
  z.object({
    approval_required: z.boolean(),
    required_approvals: int(),
    passkey_required: withMeta(z.optional(z.boolean()), { description: 'Absent on changes recorded before it existed.' }),
  }),
  {
    id: 'ApprovalsValue',
    description: 'A whole transfer approval requirement.',
  },
);
const policyDifference = withMeta(
  z.object({ allowed_destination_addresses: listDifference, blocked_destination_addresses: listDifference }),
  { id: 'PolicyDifference', description: 'What a transfer policy change adds to and removes from each list.' },
);
const approvalsDifference = withMeta(
  z.object({
    approval_required: z.object({ from: z.boolean(), to: z.boolean() }),
    required_approvals: z.object({ from: int(), to: int() }),
    passkey_required: withMeta(z.optional(z.object({ from: z.boolean(), to: z.boolean() })), {
      description: 'Absent on changes recorded before it existed.',
    }),
  }),
  { id: 'ApprovalsDifference', description: 'Both fields of the approval requirement, before and after the change.' },
);

export const settingChangeSchema = withMeta(
  z.object({
    id: uuidSchema,
    setting: withMeta(z.enum(CHANGEABLE_SETTINGS), { description: 'The setting the change replaces, in the environment of the request.' }),
    status: withMeta(z.enum(SETTING_CHANGE_STATUSES), {
      description:
        '`pending` until it ends once: `approved` (applied), `rejected`, `expired` (at `expires_at`) or `superseded` (the setting was written after the change was requested).',
    }),
    loosens: withMeta(z.array(z.enum(LOOSENING_REASONS)), {
      description: 'Why the change needs another member: each way it loosens the setting.',
    }),
    difference: z.union([policyDifference, approvalsDifference]),
    previous_value: withMeta(z.union([policyValue, approvalsValue]), { description: 'The setting at `based_on_version`.' }),
    proposed_value: withMeta(z.union([policyValue, approvalsValue]), { description: 'The whole value the change writes when approved.' }),
    based_on_version: withMeta(int(), {
      description: 'The setting version the change was made against; it applies only while the setting is still at it.',
    }),
    required_approvals: withMeta(int(), {
      description: 'Approvals needed from distinct members other than the requester (the transfer requirement when requested).',
    }),
    approvals: z.array(
      z.object({
        member: userReferenceSchema,
        api_key_id: withMeta(z.string(), {
          description: "The key the approval was made with (its id), or the console session's id (`ses_…`).",
        }),
        approved_at: dateTimeSchema,
        shown_digest: withMeta(z.nullable(z.string()), {
          description:
            'SHA-256 (hex) of the RFC 8785 canonical JSON of the approval intent this approver was shown (docs/setting-changes.md); ' +
            'null for approvals recorded before digests were.',
        }),
        signed: z.nullable(signedApprovalSchema),
      }),
    ),
    requested_by: userReferenceSchema,
    requested_with_api_key_id: withMeta(uuidSchema, { description: 'The key that asked for the change (its id, never its secret).' }),
    approved_at: z.nullable(dateTimeSchema),
    applied_version: withMeta(z.nullable(int()), { description: 'The setting version the approval wrote.' }),
    rejected_by: z.nullable(userReferenceSchema),
    rejected_with_api_key_id: withMeta(z.nullable(z.string()), {
      description: "The key the rejection was made with (its id), or the console session's id (`ses_…`).",
    }),
    rejected_at: z.nullable(dateTimeSchema),
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  { id: 'SettingChange', description: 'A setting change that loosens a money control, waiting for (or decided by) another member.' },
);
export type SettingChangeView = z.infer<typeof settingChangeSchema>;
