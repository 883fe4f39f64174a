/** Examples of the API key and workspace settings routes (policy, approvals, networks, setting changes). */
import { authenticationResponseExample, settingChangeIntentExample } from '#shared/openapi/examples/passkeys.ts';
import { addresses, approver, ids, owner } from '#shared/openapi/examples/values.ts';
import type { RouteExamples } from '#shared/openapi/examples/types.ts';

const apiKey = {
  id: ids.apiKey,
  name: 'Dashboard',
  key_prefix: 'wsk_q3VnL8xZ',
  scopes: ['wallets:read', 'workspace:read'],
  environments: ['live'],
  status: 'active',
  expires_at: null,
  created_at: '2026-05-04T09:30:00.000Z',
  created_by: owner,
  created_by_key_id: ids.ownerKey,
  last_used_at: null,
  revoked_at: null,
} as const;

/** The key the workspace was provisioned with (by the operator CLI): it made everything else. */
const ownerKey = {
  ...apiKey,
  id: ids.ownerKey,
  name: 'Owner key',
  key_prefix: 'wsk_Hn2Jc7Pd',
  scopes: ['*'],
  environments: ['sandbox', 'live'],
  created_at: '2026-05-04T09:00:01.000Z',
  created_by_key_id: null,
  last_used_at: '2026-05-04T16:20:44.000Z',
} as const;

const policy = {
  allowed_destination_addresses: [addresses.supplier],
  blocked_destination_addresses: [addresses.blockedTron],
  version: 3,
  updated_at: '2026-05-04T10:00:00.000Z',
};

/** A policy change that unblocks one address: it waits for a second member. */
export const settingChange = {
  id: ids.settingChange,
  setting: 'transfer_policy' as const,
  status: 'pending' as const,
  loosens: ['block_list_reduced' as const],
  difference: {
    allowed_destination_addresses: { added: [], removed: [] },
    blocked_destination_addresses: { added: [], removed: [addresses.blockedTron] },
  },
  previous_value: {
    allowed_destination_addresses: policy.allowed_destination_addresses,
    blocked_destination_addresses: policy.blocked_destination_addresses,
  },
  proposed_value: { allowed_destination_addresses: policy.allowed_destination_addresses, blocked_destination_addresses: [] },
  based_on_version: 3,
  required_approvals: 1,
  approvals: [],
  requested_by: owner,
  requested_with_api_key_id: ids.ownerKey,
  approved_at: null,
  applied_version: null,
  rejected_by: null,
  rejected_with_api_key_id: null,
  rejected_at: null,
  expires_at: '2026-05-05T11:00:00.000Z',
  created_at: '2026-05-04T11:00:00.000Z',
  updated_at: '2026-05-04T11:00:00.000Z',
};

const networks = {
  enabled_networks: ['ethereum', 'solana'],
  networks: [
    {
      code: 'ethereum',
      display_name: 'Ethereum',
      native_asset: 'ETH',
      address_format: 'evm',
      assets: [
        { symbol: 'ETH', name: 'Ether', decimals: 18, caip19: 'eip155:1/slip44:60', native: true },
        {
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          caip19: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          native: false,
        },
      ],
    },
    {
      code: 'solana',
      display_name: 'Solana',
      native_asset: 'SOL',
      address_format: 'solana',
      assets: [{ symbol: 'SOL', name: 'Solana', decimals: 9, caip19: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501', native: true }],
    },
  ],
  supported_networks: ['ethereum', 'polygon', 'base', 'arbitrum', 'optimism', 'bsc', 'avalanche', 'solana', 'tron', 'bitcoin'],
  updated_at: '2026-05-04T10:05:00.000Z',
};

const approvalsNow = {
  approval_required: true,
  required_approvals: 1,
  passkey_required: false,
  version: 3,
  updated_at: '2026-05-04T10:10:00.000Z',
};

/** Turning approvals off loosens the requirement: it waits for a second member. */
const approvalsChange = {
  ...settingChange,
  id: '019df2b4-5dc0-7e21-9a3b-5c4d6e7f8a9b',
  setting: 'transfer_approvals' as const,
  loosens: ['approvals_turned_off' as const],
  difference: {
    approval_required: { from: true, to: false },
    required_approvals: { from: 1, to: 1 },
    passkey_required: { from: false, to: false },
  },
  previous_value: { approval_required: true, required_approvals: 1, passkey_required: false },
  proposed_value: { approval_required: false, required_approvals: 1, passkey_required: false },
  created_at: '2026-05-04T11:16:40.000Z',
  updated_at: '2026-05-04T11:16:40.000Z',
  expires_at: '2026-05-05T11:16:40.000Z',
};

export const SETTING_CHANGE_INTENT_DIGEST = '5ec529f3f8123287c6544aeb415ea92f9b32ec75140490dde92426390654e97f';

export const workspaceExamples: RouteExamples = {
  createApiKey: {
    // No expires_at: a fixed date would stop being accepted (it must lie in the next 730 days).
    request: { name: 'Dashboard', scopes: ['wallets:read', 'workspace:read'], environments: ['live'] },
    response: {
      api_key: { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments] },
      token: 'wsk_q3VnL8xZ0pYh5Tc2WmRk9bJd4GfA7sNe1uLxQiOvB6z',
    },
  },
  listApiKeys: {
    response: {
      items: [
        { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments], last_used_at: '2026-05-04T16:12:09.000Z' },
        { ...ownerKey, scopes: [...ownerKey.scopes], environments: [...ownerKey.environments] },
      ],
      next_cursor: null,
    },
  },
  getApiKey: { response: { api_key: { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments] } } },
  revokeApiKey: {
    response: {
      api_key: {
        ...apiKey,
        scopes: [...apiKey.scopes],
        environments: [...apiKey.environments],
        status: 'revoked',
        revoked_at: '2026-05-05T08:00:00.000Z',
      },
    },
  },
  getTransferPolicy: { response: { policy } },
  putTransferPolicy: {
    request: {
      allowed_destination_addresses: ['0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'],
      blocked_destination_addresses: [addresses.blockedTron],
    },
    response: { policy, pending_change: null },
    // A body that takes an address off the block list: held for a second member, the policy unchanged.
    also: { 202: { policy, pending_change: settingChange } },
  },
  getTransferApprovals: { response: { approvals: approvalsNow } },
  putTransferApprovals: {
    request: { approval_required: true, required_approvals: 2 },
    response: {
      approvals: {
        approval_required: true,
        required_approvals: 2,
        passkey_required: false,
        version: 4,
        updated_at: '2026-05-04T10:10:00.000Z',
      },
      pending_change: null,
    },
    // A body that turns approvals off: held for a second member, the requirement unchanged.
    also: { 202: { approvals: approvalsNow, pending_change: approvalsChange } },
  },
  listSettingChanges: { response: { items: [settingChange], next_cursor: null } },
  getSettingChange: { response: { setting_change: settingChange } },
  createSettingChangeApprovalIntent: { response: settingChangeIntentExample },
  approveSettingChange: {
    request: { assertion: authenticationResponseExample },
    response: {
      setting_change: {
        ...settingChange,
        status: 'approved',
        // The digest of settingChange's approval intent (test/unit/shown-digest.test.ts recomputes it).
        approvals: [
          {
            member: approver,
            api_key_id: ids.approverKey,
            approved_at: '2026-05-04T11:02:00.000Z',
            shown_digest: SETTING_CHANGE_INTENT_DIGEST,
            signed: null,
          },
        ],
        approved_at: '2026-05-04T11:02:00.000Z',
        applied_version: 4,
        updated_at: '2026-05-04T11:02:00.000Z',
      },
    },
  },
  rejectSettingChange: {
    response: {
      setting_change: {
        ...settingChange,
        status: 'rejected',
        rejected_by: approver,
        rejected_with_api_key_id: ids.approverKey,
        rejected_at: '2026-05-04T11:03:00.000Z',
        updated_at: '2026-05-04T11:03:00.000Z',
      },
    },
  },
  listAuditLog: {
    response: {
      items: [
        {
          id: '019df261-0c30-7e4b-8a51-3f6d2c9b7e10',
          action: 'member.invited',
          at: '2026-05-04T10:05:00.000Z',
          environment: null,
          member_id: ids.owner,
          actor_key_id: ids.ownerKey,
          operator: null,
          request_id: '019df261-0c2f-7a51-b3e8-6d4c2a1f9e07',
          details: { invitation_id: ids.invitation, scopes: ['transfers:approve', 'workspace:approve'], change_id: null },
        },
        {
          id: '019df237-3a99-7d20-8e61-0b4c5d6e7f80',
          action: 'operator.create-workspace',
          at: '2026-05-04T09:00:00.000Z',
          environment: null,
          member_id: null,
          actor_key_id: null,
          operator: 'ops ticket 42',
          request_id: null,
          details: { subject_member_id: ids.owner, member_email: owner.email, api_key_id: ids.ownerKey, scopes: ['*'] },
        },
      ],
      next_cursor: null,
    },
  },
  getWorkspace: {
    response: {
      workspace: { id: ids.workspace, name: 'Acme', created_at: '2026-05-04T09:00:00.000Z' },
      environments: [
        {
          environment: 'sandbox',
          enabled_networks: ['ethereum', 'solana'],
          transfer_policy: { allowed_destination_addresses: 1, blocked_destination_addresses: 1, version: 3 },
          transfer_approvals: { approval_required: true, required_approvals: 1, version: 0 },
        },
        {
          environment: 'live',
          enabled_networks: ['ethereum'],
          transfer_policy: { allowed_destination_addresses: 0, blocked_destination_addresses: 0, version: 0 },
          transfer_approvals: { approval_required: true, required_approvals: 2, version: 1 },
        },
      ],
      api_key: { id: ids.ownerKey, scopes: ['*'], environments: ['sandbox', 'live'], expires_at: null, member: owner },
    },
  },
  getNetworks: { response: networks },
  putNetworks: { request: { enabled_networks: ['ethereum', 'solana'] }, response: networks },
};
