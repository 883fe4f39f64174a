/** Examples of wallets, balances, transactions, sandbox deposits, transfers and the address book. */
import { authenticationResponseExample, transferIntentExample } from '#shared/openapi/examples/passkeys.ts';
import { addresses, approver, ids, owner, txHashes } from '#shared/openapi/examples/values.ts';
import type { RouteExamples } from '#shared/openapi/examples/types.ts';

const wallet = {
  id: ids.wallet,
  name: 'Treasury',
  status: 'active',
  accounts: [
    {
      network_code: 'ethereum',
      address: addresses.wallet,
      path: "m/44'/60'/0'/0/0",
      is_default: true,
      network_display_name: 'Ethereum',
      asset_symbol: 'ETH',
    },
  ],
  custody_wallet_id: 'sbx_cw_7f3a9c2e51d84b06a1e2c3d4',
  custody_status: 'active',
  wallet_type: 'custodial',
  created_at: '2026-05-04T12:00:00.000Z',
  created_by: owner,
  updated_at: '2026-05-04T12:00:00.000Z',
};

/** 1 ETH from the sandbox faucet. */
const deposit = {
  id: ids.deposit,
  wallet_id: ids.wallet,
  type: 'deposit' as const,
  direction: 'inbound' as const,
  status: 'completed' as const,
  description: 'Sandbox deposit of ETH',
  created_at: '2026-05-04T12:05:00.000Z',
  updated_at: '2026-05-04T12:05:02.000Z',
  network_code: 'ethereum',
  asset_symbol: 'ETH',
  caip19: 'eip155:1/slip44:60',
  amount_base_units: '1000000000000000000',
  from_address: addresses.faucet,
  to_address: addresses.wallet,
  tx_hash: txHashes.deposit,
  tx_error: null,
  completed_at: '2026-05-04T12:05:02.000Z',
  ramp_payment_reference: null,
};

const AT = '2026-05-04T13:00:00.000Z';
const APPROVED_AT = '2026-05-04T13:04:00.000Z';

/** 0.25 ETH to a supplier, requested by Ada, waiting for a second member. */
export const pendingTransfer = {
  id: ids.transfer,
  wallet_id: ids.wallet,
  address_book_entry_id: null,
  funds_ramp_payment: null,
  purpose: null,
  // The supplier's address is in the address book (the entry below).
  address_book: { entry_id: ids.addressBookEntry, label: 'Lagos supplier', trust_status: 'trusted' as const },
  policy_verdict: {
    policy_version: 3,
    allowed_by: 'allow_list' as const,
    approval: { required: true, required_approvals: 1, approval_settings_version: 1 },
  },
  activity: {
    id: ids.transfer,
    type: 'withdrawal' as const,
    status: 'pending' as const,
    description: 'Invoice 2026-0142, Lagos supplier',
    created_at: AT,
    network_code: 'ethereum',
    asset_symbol: 'ETH',
    amount_base_units: '250000000000000000',
    from_address: addresses.wallet,
    to_address: addresses.supplier,
    tx_hash: null,
    tx_error: null,
    custody_withdrawal_id: null,
    custody_status: null,
    provider_released_by_email: null,
    provider_released_at: null,
  },
  approval_state: 'pending_approval' as const,
  required_approvals: 1,
  approvals: [],
  custody_withdrawal_id: null,
  custody_status: null,
  provider_failure_reason: null,
  provider_released_by_email: null,
  provider_released_at: null,
  requested_by_email: owner.email,
  approved_by_email: null,
  approved_at: null,
  rejected_by_email: null,
  rejected_at: null,
  canceled_by_email: null,
  canceled_at: null,
  created_at: AT,
  updated_at: AT,
  completed_at: null,
};

/** Approved by Grace: released to custody, which submits the withdrawal. */
export const PENDING_TRANSFER_INTENT_DIGEST = '8677dced4756540184d8eece456288008ec0bbc8b191f0b214787ac7063e541f';

const approvedTransfer = {
  ...pendingTransfer,
  activity: {
    ...pendingTransfer.activity,
    status: 'processing' as const,
    custody_withdrawal_id: 'sbx_wd_4e8b2d6f1a3c5e7092b4d6f8',
    custody_status: 'submitted' as const,
    provider_released_by_email: approver.email,
    provider_released_at: APPROVED_AT,
  },
  approval_state: 'approved' as const,
  // The digest of pendingTransfer's approval intent (test/unit/shown-digest.test.ts recomputes it).
  approvals: [{ email: approver.email, approved_at: APPROVED_AT, shown_digest: PENDING_TRANSFER_INTENT_DIGEST, signed: null }],
  custody_withdrawal_id: 'sbx_wd_4e8b2d6f1a3c5e7092b4d6f8',
  custody_status: 'submitted' as const,
  provider_released_by_email: approver.email,
  provider_released_at: APPROVED_AT,
  approved_by_email: approver.email,
  approved_at: APPROVED_AT,
  updated_at: APPROVED_AT,
};

const COMPLETED_AT = '2026-05-04T13:04:30.000Z';
const completedTransfer = {
  ...approvedTransfer,
  activity: {
    ...approvedTransfer.activity,
    status: 'completed' as const,
    custody_status: 'completed' as const,
    tx_hash: txHashes.transfer,
  },
  custody_status: 'completed' as const,
  updated_at: COMPLETED_AT,
  completed_at: COMPLETED_AT,
};

const withdrawal = {
  ...deposit,
  id: ids.transfer,
  type: 'withdrawal' as const,
  direction: 'outbound' as const,
  description: pendingTransfer.activity.description,
  created_at: AT,
  updated_at: COMPLETED_AT,
  amount_base_units: pendingTransfer.activity.amount_base_units,
  from_address: addresses.wallet,
  to_address: addresses.supplier,
  tx_hash: txHashes.transfer,
  completed_at: COMPLETED_AT,
};

const eth = (amount: string, display: string) => ({
  balance: amount,
  available: amount,
  reserved: '0',
  pending: '0',
  caip19: 'eip155:1/slip44:60',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  display: { crypto: display, usd: '2387.21' },
});

const entry = {
  id: ids.addressBookEntry,
  label: 'Lagos supplier',
  address: addresses.supplier,
  network_code: 'ethereum',
  trust_status: 'trusted' as const,
  status: 'active' as const,
  created_at: '2026-05-04T12:30:00.000Z',
  updated_at: '2026-05-04T12:30:00.000Z',
  created_by: owner,
  asset_symbol: 'ETH',
  notes: 'Invoices paid in ETH; confirm changes of address by phone.',
  archived_at: null,
};

export const walletExamples: RouteExamples = {
  createWallet: { request: { name: 'Treasury', networks: ['ethereum'] }, response: { wallet } },
  listWallets: { response: { wallets: [wallet], next_cursor: null } },
  getWallet: { response: { wallet } },
  listWalletTransactions: { response: { items: [withdrawal, deposit], next_cursor: null } },
  getBalances: {
    response: {
      items: [
        {
          wallet_id: ids.wallet,
          wallet_name: wallet.name,
          network_code: 'ethereum',
          address: addresses.wallet,
          path: "m/44'/60'/0'/0/0",
          is_default: true,
          balances: [eth('750000000000000000', '0.75')],
          custody_wallet_id: wallet.custody_wallet_id,
          custody_status: 'active',
          wallet_type: 'custodial',
          network_display_name: 'Ethereum',
          asset_symbol: 'ETH',
          balance_status: 'available',
          balance_error: null,
        },
      ],
      workspace_balances: [eth('750000000000000000', '0.75')],
    },
  },
  getTransaction: { response: { transaction: withdrawal, transfer: completedTransfer } },
  createSandboxDeposit: {
    request: { network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1000000000000000000' },
    response: { transaction: { ...deposit, status: 'pending', updated_at: deposit.created_at, completed_at: null } },
  },
  createTransfer: {
    request: {
      wallet_id: ids.wallet,
      network_code: 'ethereum',
      asset_symbol: 'ETH',
      amount_base_units: '250000000000000000',
      to_address: addresses.supplier,
      description: 'Invoice 2026-0142, Lagos supplier',
      idempotency_key: 'invoice-2026-0142',
    },
    response: pendingTransfer,
    also: {
      // The same body with `dry_run: true`.
      200: {
        dry_run: true,
        would_succeed: true,
        destination: { to_address: addresses.supplier, address_book_entry_id: null },
        policy: { allowed: true, rule: null, version: 3, funds_ramp_payment: null },
        balance: { sufficient: true, available: '1000000000000000000', requested: '250000000000000000', asset_symbol: 'ETH', decimals: 18 },
        approval: { required: true, required_approvals: 1 },
      },
    },
  },
  listTransfers: { response: { items: [pendingTransfer], next_cursor: null } },
  getTransfer: { response: completedTransfer },
  createTransferApprovalIntent: { response: transferIntentExample },
  approveTransfer: { request: { assertion: authenticationResponseExample }, response: approvedTransfer },
  rejectTransfer: {
    response: {
      ...pendingTransfer,
      activity: { ...pendingTransfer.activity, status: 'canceled' },
      approval_state: 'rejected',
      rejected_by_email: approver.email,
      rejected_at: APPROVED_AT,
      updated_at: APPROVED_AT,
    },
  },
  cancelTransfer: {
    response: {
      ...pendingTransfer,
      activity: { ...pendingTransfer.activity, status: 'canceled' },
      approval_state: 'canceled',
      canceled_by_email: owner.email,
      canceled_at: APPROVED_AT,
      updated_at: APPROVED_AT,
    },
  },
  listAddressBook: { response: { items: [entry], next_cursor: null } },
  createAddressBookEntry: {
    request: { label: entry.label, address: entry.address, network_code: 'ethereum', asset_symbol: 'ETH', notes: entry.notes },
    response: { entry },
  },
  getAddressBookEntry: { response: { entry } },
  updateAddressBookEntry: {
    request: { label: 'Lagos supplier (2026 contract)', notes: null },
    response: { entry: { ...entry, label: 'Lagos supplier (2026 contract)', notes: null, updated_at: '2026-05-04T15:40:00.000Z' } },
  },
  archiveAddressBookEntry: {
    response: { entry: { ...entry, status: 'archived', updated_at: '2026-05-04T15:45:00.000Z', archived_at: '2026-05-04T15:45:00.000Z' } },
  },
};
