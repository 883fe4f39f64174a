/**
 * Routes of the workspace settings area (contract endpoints 3, 4 and 6; transfer approvals) and
 * of the setting changes that wait for a second member (docs/setting-changes.md).
 */
import { approveBody } from '#shared/schemas/passkeys.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as workspace from '#shared/schemas/workspace.ts';
import * as changes from '#shared/schemas/setting-changes.ts';
import { putApprovalSettingsBody } from '#shared/schemas/transfers.ts';
import { ANY_KEY, FULL_ACCESS_SCOPE } from '#shared/model/scopes.ts';

// Descriptions are whole literals: an interpolated template would keep the route in every bundle.
const SETTLES =
  'Reads settle what has fallen due (a change past `expires_at` expires, one whose setting was written since is superseded) and emit its event.';

export const getWorkspace = /* @__PURE__ */ defineRoute({
  id: 'getWorkspace',
  method: 'GET',
  path: '/v1/workspace',
  entry: 'functions/workspace/get-workspace.ts',
  scope: ANY_KEY,
  access: 'read',
  beta: false,
  status: 200,
  summary: "Read your workspace, its environments' settings and your API key.",
  description:
    "The workspace the calling key belongs to (`id`, `name`), a summary of the settings of each environment the key serves (enabled networks, the size of the transfer policy's lists, the approval requirement, each with its version), and the calling key's own `scopes`, `environments` and `expires_at`. Any valid key may read it, whatever its scopes: it tells a key nothing about the workspace's resources, and it is how an integrator learns its workspace id. Like every route it is called in one environment (`sandbox` unless `environment` names another), which the key must serve; the answer covers every environment the key serves.",
  schemas: {},
  errors: ['not_found'],
});

export const getTransferPolicy = /* @__PURE__ */ defineRoute({
  id: 'getTransferPolicy',
  method: 'GET',
  path: '/v1/workspace/transfer-policy',
  entry: 'functions/workspace/get-transfer-policy.ts',
  scope: 'workspace:read',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read the transfer policy of the environment.',
  schemas: {},
  responseHeaders: { ETag: 'The policy `version` as a strong ETag (`"3"`), for `If-Match`.' },
  errors: [],
});

export const putTransferPolicy = /* @__PURE__ */ defineRoute({
  id: 'putTransferPolicy',
  method: 'PUT',
  path: '/v1/workspace/transfer-policy',
  entry: 'functions/workspace/put-transfer-policy.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  alsoSucceeds: {
    202: 'The change loosens the policy: it waits for another member (`pending_change`); `policy` is the stored policy, unchanged.',
  },
  summary: 'Replace the transfer policy of the environment (optionally conditional on If-Match); a loosening waits for another member.',
  description: `PUT replaces both lists (send \`[]\` to clear one). Addresses must be valid on a supported network; they are stored canonical and de-duplicated, and an address in both lists is refused.\n\nLoosening the policy means adding an address to a non-empty allow-list, emptying the allow-list, or removing an address from the block-list. In an environment whose approval setting requires approvals, a value that loosens the stored one is not written: the answer is 202 with \`pending_change\`, a setting change that other members approve (\`POST /v1/workspace/setting-changes/{changeId}/approve\`, scope \`workspace:approve\`), and the stored value unchanged. A request that tightens one part and loosens another is held back whole. Anything else is written at once (200, \`pending_change: null\`).`,
  schemas: { body: workspace.putTransferPolicyBody },
  requestHeaders: { 'If-Match': 'Write (or hold back) only if the policy is still at this version (`"3"`, from the ETag); otherwise 412.' },
  responseHeaders: { ETag: 'The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202.' },
  errors: ['invalid_request', 'precondition_failed', 'conflict'],
});

export const getNetworks = /* @__PURE__ */ defineRoute({
  id: 'getNetworks',
  method: 'GET',
  path: '/v1/workspace/networks',
  entry: 'functions/workspace/get-networks.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read the enabled networks of the environment and the supported catalogue.',
  schemas: {},
  errors: [],
});

export const putNetworks = /* @__PURE__ */ defineRoute({
  id: 'putNetworks',
  method: 'PUT',
  path: '/v1/workspace/networks',
  entry: 'functions/workspace/put-networks.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Replace the enabled networks of the environment.',
  schemas: { body: workspace.putNetworksBody },
  errors: ['invalid_request'],
});

export const getTransferApprovals = /* @__PURE__ */ defineRoute({
  id: 'getTransferApprovals',
  method: 'GET',
  path: '/v1/workspace/transfer-approvals',
  entry: 'functions/workspace/get-transfer-approvals.ts',
  scope: 'workspace:read',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read whether transfers need approval in this environment, and by how many members.',
  schemas: {},
  responseHeaders: { ETag: 'The requirement `version` as a strong ETag (`"3"`), for `If-Match`.' },
  errors: [],
});

export const putTransferApprovals = /* @__PURE__ */ defineRoute({
  id: 'putTransferApprovals',
  method: 'PUT',
  path: '/v1/workspace/transfer-approvals',
  entry: 'functions/workspace/put-transfer-approvals.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  alsoSucceeds: {
    202: 'The change loosens the requirement: it waits for another member (`pending_change`); `approvals` is the stored requirement, unchanged.',
  },
  summary:
    'Replace the approval requirement of the environment (optionally conditional on If-Match); a loosening waits for another member.',
  description: `Loosening the requirement means turning approval off or lowering \`required_approvals\`. In an environment whose approval setting requires approvals, a value that loosens the stored one is not written: the answer is 202 with \`pending_change\`, a setting change that other members approve (\`POST /v1/workspace/setting-changes/{changeId}/approve\`, scope \`workspace:approve\`), and the stored value unchanged. A request that tightens one part and loosens another is held back whole. Anything else is written at once (200, \`pending_change: null\`).`,
  schemas: { body: putApprovalSettingsBody },
  requestHeaders: {
    'If-Match': 'Write (or hold back) only if the requirement is still at this version (`"3"`, from the ETag); otherwise 412.',
  },
  responseHeaders: { ETag: 'The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202.' },
  errors: ['invalid_request', 'precondition_failed', 'conflict'],
});

export const listSettingChanges = /* @__PURE__ */ defineRoute({
  id: 'listSettingChanges',
  method: 'GET',
  path: '/v1/workspace/setting-changes',
  entry: 'functions/workspace/list-setting-changes.ts',
  scope: 'workspace:read',
  // The console's approvals page reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  writesOnRead: SETTLES,
  beta: false,
  status: 200,
  summary: 'List setting changes waiting for (or decided by) another member, newest first; filter by status and setting.',
  schemas: { query: changes.listSettingChangesQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getSettingChange = /* @__PURE__ */ defineRoute({
  id: 'getSettingChange',
  method: 'GET',
  path: '/v1/workspace/setting-changes/{changeId}',
  entry: 'functions/workspace/get-setting-change.ts',
  scope: 'workspace:read',
  access: 'write',
  writesOnRead: SETTLES,
  beta: false,
  status: 200,
  summary: 'Read one setting change: who asked, the exact difference, its approvals and expiry.',
  schemas: { params: changes.changeIdParams },
  errors: ['invalid_request', 'not_found'],
});

export const createSettingChangeApprovalIntent = /* @__PURE__ */ defineRoute({
  id: 'createSettingChangeApprovalIntent',
  method: 'POST',
  path: '/v1/workspace/setting-changes/{changeId}/approval-intent',
  entry: 'functions/workspace/setting-change-approval-intent.ts',
  scope: 'workspace:approve',
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary:
    'The approval intent of a setting change for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey.',
  description:
    "As for transfers (`POST /v1/transfers/{activityId}/approval-intent`), with `action` `setting_change.approve` and the change's setting, difference, proposed value and version. A change no longer pending (or past its expiry) is 409 `invalid_state_transition`; the requester is 403 `requester_cannot_approve`; a member who approved already, or has no passkey, 409 `conflict` (docs/approvals.md).",
  schemas: { params: changes.changeIdParams },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict', 'requester_cannot_approve'],
});

export const approveSettingChange = /* @__PURE__ */ defineRoute({
  id: 'approveSettingChange',
  method: 'POST',
  path: '/v1/workspace/setting-changes/{changeId}/approve',
  entry: 'functions/workspace/approve-setting-change.ts',
  scope: 'workspace:approve',
  // The console approves with a member's session (docs/console.md).
  sessions: 'allowed',
  optionalBody: true,
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Approve a setting change (a member other than the requester); the last approval needed applies it.',
  description: `Approvals are counted by member, never by key: the requester cannot approve (403 \`requester_cannot_approve\`) and each other member approves once (409 \`conflict\`, \`details.reason: "already_approved"\`). The last approval needed writes the proposed value, only if the setting is still at \`based_on_version\`; a change whose setting was written since is marked \`superseded\` and refused, as is an expired one (409 \`invalid_state_transition\`). The body may carry \`assertion\`: a passkey's assertion (AuthenticationResponseJSON) over the approval intent of \`POST …/approval-intent\`, whose challenge is the intent's digest. The server builds the intent again from the stored record, requires the same digest, verifies the assertion with the approver's own passkey and uses the intent's nonce up in the approval's transaction; the intent, its digest and the assertion are stored with the approval (\`approvals[].signed\`). Where \`passkey_required\` is on (\`PUT /v1/workspace/transfer-approvals\`), an approval without a valid assertion is 403 \`passkey_required\` and changes nothing; a refused assertion is 403 \`passkey_required\` (\`details.reason\`) either way.`,
  schemas: { params: changes.changeIdParams, body: approveBody },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict', 'requester_cannot_approve', 'passkey_required'],
});

export const rejectSettingChange = /* @__PURE__ */ defineRoute({
  id: 'rejectSettingChange',
  method: 'POST',
  path: '/v1/workspace/setting-changes/{changeId}/reject',
  entry: 'functions/workspace/reject-setting-change.ts',
  scope: 'workspace:approve',
  // The console rejects with a member's session, no passkey needed (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Reject a setting change waiting for approval (a member other than the requester); the setting stays as it is.',
  schemas: { params: changes.changeIdParams },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict', 'requester_cannot_approve'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const listAuditLog = /* @__PURE__ */ defineRoute({
  id: 'listAuditLog',
  method: 'GET',
  path: '/v1/workspace/audit-log',
  entry: 'functions/workspace/list-audit-log.ts',
  // The log names every area's acts (webhook hosts, keys, members, setting changes), so only a key
  // or member holding every scope reads it.
  scope: FULL_ACCESS_SCOPE,
  // The console's audit page reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary:
    "Read the workspace's audit log, newest first: who created or revoked keys, invited or removed members, changed settings, signed in to the console, and what the operator CLI did.",
  description:
    "One record per act that grants or redirects access or changes a money control, written when the act is (docs/api.md, Audit log), and the operator CLI's records of the changes it made to the workspace. Workspace-wide: records of both environments, each naming its own (`environment`, null for workspace-wide acts). Needs the `*` scope: the log names every area's acts. Identity lookups are not in it (they are audited in the service log only, with a masked number).",
  schemas: { query: workspace.listAuditLogQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const workspaceRoutes = {
  getWorkspace,
  listAuditLog,
  getTransferPolicy,
  putTransferPolicy,
  getNetworks,
  putNetworks,
  getTransferApprovals,
  putTransferApprovals,
  listSettingChanges,
  getSettingChange,
  createSettingChangeApprovalIntent,
  approveSettingChange,
  rejectSettingChange,
} satisfies Record<string, HttpRoute>;
