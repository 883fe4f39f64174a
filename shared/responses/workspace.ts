/** Response schemas of the workspace settings routes (contract endpoints 3, 4 and 6; transfer approvals; setting changes), by route id. */
import * as z from 'zod/mini';
import { dateTimeSchema, environmentSchema, uuidSchema } from '#shared/schemas/common.ts';
import { approvalIntentSchema } from '#shared/responses/passkeys.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';
import { settingChangeSchema } from '#shared/responses/setting-change.ts';
import { approvalSettingsResponse, approvalSettingsSchema } from '#shared/responses/transfers.ts';
import { keyEnvironmentsSchema, scopeSchema } from '#shared/schemas/api-keys.ts';

export const transferPolicySchema = withMeta(
  z.object({
    allowed_destination_addresses: withMeta(z.array(z.string()), {
      description: 'When not empty, transfers may go only to these addresses.',
    }),
    blocked_destination_addresses: withMeta(z.array(z.string()), { description: 'Transfers to these addresses are always refused.' }),
    version: withMeta(z.number().check(z.int(), z.nonnegative()), { description: 'Incremented by every write; sent as the `ETag`.' }),
    updated_at: z.nullable(dateTimeSchema),
  }),
  { id: 'TransferPolicy', description: 'Addresses are canonical: EVM checksummed, bech32 lower-cased.' },
);
export type TransferPolicyView = z.infer<typeof transferPolicySchema>;
export const transferPolicyResponse = z.object({ policy: transferPolicySchema });
const pendingChange = withMeta(z.nullable(settingChangeSchema), {
  description: 'On 202, the change waiting for another member; null when the value was written at once (200).',
});
export const putTransferPolicyResponse = z.object({ policy: transferPolicySchema, pending_change: pendingChange });
export const putApprovalSettingsResponse = z.object({ approvals: approvalSettingsSchema, pending_change: pendingChange });
export const networkSchema = withMeta(
  z.object({
    code: z.string(),
    display_name: z.string(),
    native_asset: z.string(),
    address_format: z.string(),
    assets: z.array(
      z.object({ symbol: z.string(), name: z.string(), decimals: z.number().check(z.int()), caip19: z.string(), native: z.boolean() }),
    ),
  }),
  { id: 'Network', description: 'A supported network and the assets it carries.' },
);
export const networksResponse = z.object({
  enabled_networks: z.array(z.string()),
  networks: z.array(networkSchema),
  supported_networks: z.array(z.string()),
  updated_at: z.nullable(dateTimeSchema),
});

const versionSchema = withMeta(z.number().check(z.int(), z.nonnegative()), {
  description: "The setting's version (0: never written), its ETag.",
});
const countSchema = z.number().check(z.int(), z.nonnegative());

/** `GET /v1/workspace`: who the calling key is, and a summary of the settings of each environment it serves. */
export const workspaceOverviewResponse = z.object({
  workspace: withMeta(z.object({ id: uuidSchema, name: z.string(), created_at: dateTimeSchema }), {
    description: 'The workspace the calling key belongs to.',
  }),
  environments: withMeta(
    z.array(
      z.object({
        environment: environmentSchema,
        enabled_networks: withMeta(z.array(z.string()), { description: 'As `GET /v1/workspace/networks` lists them.' }),
        transfer_policy: withMeta(
          z.object({ allowed_destination_addresses: countSchema, blocked_destination_addresses: countSchema, version: versionSchema }),
          { description: 'How many addresses each list of `GET /v1/workspace/transfer-policy` holds.' },
        ),
        transfer_approvals: withMeta(
          z.object({ approval_required: z.boolean(), required_approvals: z.number().check(z.int(), z.positive()), version: versionSchema }),
          { description: 'As `GET /v1/workspace/transfer-approvals` has it.' },
        ),
      }),
    ),
    { description: 'One entry per environment the calling key serves, sandbox first.' },
  ),
  api_key: withMeta(
    z.object({
      id: uuidSchema,
      scopes: z.array(scopeSchema),
      environments: keyEnvironmentsSchema,
      expires_at: withMeta(z.nullable(dateTimeSchema), { description: 'When the key stops working; null: never.' }),
      member: withMeta(userReferenceSchema, { description: 'The member the key acts for.' }),
    }),
    { description: 'The calling key: what it may do, and until when.' },
  ),
});
export type WorkspaceOverviewView = z.input<typeof workspaceOverviewResponse>;

const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const auditRecordSchema = withMeta(
  z.object({
    id: uuidSchema,
    action: withMeta(z.string(), {
      description:
        'What was done: an API or console act (`api_key.created`, `member.invited`, `setting_change.approved`, `console.change`…, docs/api.md, Audit log) or an operator CLI command (`operator.create-workspace`, `operator.add-member`, `operator.create-api-key`, `operator.add-approver`, `operator.set-limits`, `operator.migrate-layout`).',
    }),
    at: dateTimeSchema,
    environment: withMeta(z.nullable(environmentSchema), {
      description: 'The environment acted in; null for workspace-wide acts (members, keys, sign-in).',
    }),
    member_id: withMeta(z.nullable(uuidSchema), {
      description: 'The member who acted; null for an operator, and for what nobody decided (a change that expired).',
    }),
    actor_key_id: withMeta(z.nullable(z.string()), {
      description:
        "The API key's id, or the console session's (`ses_…`); null for an operator and for an enrolment (the invitation acted).",
    }),
    operator: withMeta(z.nullable(z.string()), {
      description: 'The operator who ran a CLI command (its `--operator`); null for everything else.',
    }),
    request_id: withMeta(z.nullable(z.string()), { description: "The request's `X-Request-Id`; null for an operator's command." }),
    details: withMeta(z.record(z.string(), auditValueSchema), {
      description:
        "The act's own fields: ids, scopes, environments, hosts, statuses and error codes; never a token, a secret or a whole URL.",
    }),
  }),
  { id: 'AuditRecord', description: "One act in the workspace's audit log: who did what, when, with which credential." },
);
export type AuditRecordView = z.infer<typeof auditRecordSchema>;

export const workspaceResponses = {
  getWorkspace: workspaceOverviewResponse,
  listAuditLog: pageOf(auditRecordSchema),
  getTransferPolicy: transferPolicyResponse,
  putTransferPolicy: putTransferPolicyResponse,
  getNetworks: networksResponse,
  putNetworks: networksResponse,
  getTransferApprovals: approvalSettingsResponse,
  putTransferApprovals: putApprovalSettingsResponse,
  listSettingChanges: pageOf(settingChangeSchema),
  getSettingChange: z.object({ setting_change: settingChangeSchema }),
  createSettingChangeApprovalIntent: approvalIntentSchema,
  approveSettingChange: z.object({ setting_change: settingChangeSchema }),
  rejectSettingChange: z.object({ setting_change: settingChangeSchema }),
} satisfies Record<string, z.ZodMiniType>;
