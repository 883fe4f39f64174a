/**
 * Examples for the reference: a request body and/or a success `data` per route, typed against
 * the route's own schemas. The document tests validate each against the generated document.
 * Routes without an entry simply show no example.
 */
import type { BodyOf, DataOf } from '#shared/http/route.ts';
import type { routes } from '#shared/routes.ts';

type Routes = typeof routes;
export type RouteExamples = {
  [K in keyof Routes]?: { request?: BodyOf<Routes[K]>; response?: DataOf<Routes[K]> };
};

const owner = { id: '01970d3e-8a5c-7b1e-9f0a-3c2b1a0e9d8c', email: 'ada@acme.test', display_name: 'Ada Lovelace' };

const apiKey = {
  id: '01970d41-2f6b-7c3d-8e4f-5a6b7c8d9e0f',
  name: 'Dashboard',
  key_prefix: 'wsk_q3VnL8xZ',
  scopes: ['wallets:read', 'workspace:read'],
  environments: ['live'],
  status: 'active',
  expires_at: '2027-06-30T00:00:00.000Z',
  created_at: '2026-05-04T09:30:00.000Z',
  created_by: owner,
  created_by_key_id: '01970d3e-0a1b-7c2d-9e3f-4a5b6c7d8e9f',
  last_used_at: null,
  revoked_at: null,
} as const;

const policy = {
  allowed_destination_addresses: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  blocked_destination_addresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
  version: 3,
  updated_at: '2026-05-04T10:00:00.000Z',
};

const approver = { id: '01970d4f-1c2d-7e3f-8a4b-5c6d7e8f9a0b', email: 'grace@acme.test', display_name: 'Grace Hopper' };

/** A policy change that unblocks one address: it waits for a second member. */
const settingChange = {
  id: '01970d50-3b4c-7d5e-8f6a-7b8c9d0e1f2a',
  setting: 'transfer_policy' as const,
  status: 'pending' as const,
  loosens: ['block_list_reduced' as const],
  difference: {
    allowed_destination_addresses: { added: [], removed: [] },
    blocked_destination_addresses: { added: [], removed: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'] },
  },
  previous_value: { allowed_destination_addresses: policy.allowed_destination_addresses, blocked_destination_addresses: policy.blocked_destination_addresses },
  proposed_value: { allowed_destination_addresses: policy.allowed_destination_addresses, blocked_destination_addresses: [] },
  based_on_version: 3,
  required_approvals: 1,
  approvals: [],
  requested_by: owner,
  requested_with_api_key_id: apiKey.id,
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
        { symbol: 'USDC', name: 'USD Coin', decimals: 6, caip19: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', native: false },
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

const webhook = {
  id: '01970d49-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
  name: 'Ops',
  url: 'https://hooks.acme.test/wallet-events',
  event_types: ['*'],
  signing_secret_prefix: 'whsec_4bX9',
  status: 'active',
  created_at: '2026-05-04T11:00:00.000Z',
  created_by: owner,
  updated_at: '2026-05-04T11:00:00.000Z',
  disabled_at: null,
  disabled_reason: null,
} as const;

export const ROUTE_EXAMPLES: RouteExamples = {
  createApiKey: {
    request: { name: 'Dashboard', scopes: ['wallets:read', 'workspace:read'], environments: ['live'], expires_at: '2027-06-30T00:00:00Z' },
    response: { api_key: { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments] }, token: 'wsk_q3VnL8xZ0pYh5Tc2WmRk9bJd4GfA7sNe1uLxQiOvB6z' },
  },
  listApiKeys: { response: { items: [{ ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments] }], next_cursor: null } },
  getApiKey: { response: { api_key: { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments] } } },
  revokeApiKey: {
    response: { api_key: { ...apiKey, scopes: [...apiKey.scopes], environments: [...apiKey.environments], status: 'revoked', revoked_at: '2026-05-05T08:00:00.000Z' } },
  },
  getTransferPolicy: { response: { policy } },
  putTransferPolicy: {
    request: {
      allowed_destination_addresses: ['0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'],
      blocked_destination_addresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    },
    response: { policy, pending_change: null },
  },
  putTransferApprovals: {
    request: { approval_required: true, required_approvals: 2 },
    response: { approvals: { approval_required: true, required_approvals: 2, version: 4, updated_at: '2026-05-04T10:10:00.000Z' }, pending_change: null },
  },
  listSettingChanges: { response: { items: [settingChange], next_cursor: null } },
  getSettingChange: { response: { setting_change: settingChange } },
  approveSettingChange: {
    response: {
      setting_change: {
        ...settingChange,
        status: 'approved',
        approvals: [{ member: approver, api_key_id: '01970d52-7a1b-7c2d-9e3f-4a5b6c7d8e9f', approved_at: '2026-05-04T11:02:00.000Z' }],
        approved_at: '2026-05-04T11:02:00.000Z',
        applied_version: 4,
        updated_at: '2026-05-04T11:02:00.000Z',
      },
    },
  },
  getNetworks: { response: networks },
  putNetworks: { request: { enabled_networks: ['ethereum', 'solana'] }, response: networks },
  createWebhook: {
    request: { name: 'Ops', url: 'https://hooks.acme.test/wallet-events', event_types: ['*'] },
    response: { webhook: { ...webhook, event_types: ['*'] }, signing_secret: 'whsec_4bX9mQ2rT7vL0pZ8yN3kD6fH1sJ5wCeA2gK7nP0qR4t' },
  },
  getWebhook: { response: { webhook: { ...webhook, event_types: ['*'] } } },
};
