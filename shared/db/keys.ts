/** Key builders for the single table (layout in `shared/db/table.ts`). */
import type { TenantScope } from '#shared/model/tenancy.ts';

/**
 * The attributes a rate counter's update touches, keys included (`shared/db/rate-limits.ts`); the
 * grant that lets read routes count their requests names exactly these (infra/constructs/table-access.ts).
 */
export const RATE_COUNTER_ATTRIBUTES = ['pk', 'sk', 'count', 'expires_at_epoch'] as const;

export const keys = {
  /** Every rate counter's partition begins with this (`shared/db/rate-limits.ts`). */
  rateCounterPrefix: 'RATELIMIT#',
  /** Partition of environment-scoped items. */
  tenant: (scope: TenantScope) => `WS#${scope.workspaceId}#${scope.environment}`,
  /** Partition of workspace-wide items (workspace, members, API keys). */
  workspace: (workspaceId: string) => `WS#${workspaceId}`,
  workspaceItem: () => 'WORKSPACE',
  /** The workspace's audit log: the API's records and the operator CLI's, one id order (shared/db/audit-log.ts). */
  audit: (auditId: string) => `AUDIT#${auditId}`,
  auditPrefix: 'AUDIT#',
  member: (memberId: string) => `MEMBER#${memberId}`,
  memberEmail: (email: string) => `MEMBER_EMAIL#${email.toLowerCase()}`,
  apiKey: (keyId: string) => `APIKEY#${keyId}`,
  apiKeyPrefix: 'APIKEY#',
  apiKeyLookup: (tokenHash: string) => `APIKEY#${tokenHash}`,
  apiKeyLookupSort: 'APIKEY',
  /** A console session, in a partition of its own by its token's hash (shared/db/sessions.ts). */
  session: (tokenHash: string) => `SESSION#${tokenHash}`,
  sessionSort: 'SESSION',
  /** One per minted key under its minter's id, so revoking a key finds its children with one Query. */
  apiKeyChild: (parentKeyId: string, childKeyId: string) => `APIKEY_CHILD#${parentKeyId}#${childKeyId}`,
  apiKeyChildPrefix: (parentKeyId: string) => `APIKEY_CHILD#${parentKeyId}#`,
  setting: (name: 'TRANSFER_POLICY' | 'NETWORKS' | 'TRANSFER_APPROVALS') => `SETTINGS#${name}`,
  /** A change to a setting that waits for another member's approval (docs/setting-changes.md). */
  settingChange: (changeId: string) => `SETTING_CHANGE#${changeId}`,
  settingChangePrefix: 'SETTING_CHANGE#',
  /** The one pending change a setting may have at a time (not under the changes' prefix, so listings never see it). */
  pendingSettingChange: (setting: string) => `PENDING_SETTING_CHANGE#${setting}`,
  // Wallets, balances, transactions, transfers, the address book (docs/data-model.md).
  wallet: (walletId: string) => `WALLET#${walletId}`,
  walletPrefix: 'WALLET#',
  balance: (walletId: string, network: string, symbol: string) => `BALANCE#${walletId}#${network}#${symbol}`,
  balancePrefix: 'BALANCE#',
  transaction: (walletId: string, transactionId: string) => `TXN#${walletId}#${transactionId}`,
  walletTransactionPrefix: (walletId: string) => `TXN#${walletId}#`,
  transactionRef: (transactionId: string) => `TXNREF#${transactionId}`,
  transfer: (transferId: string) => `TRANSFER#${transferId}`,
  transferPrefix: 'TRANSFER#',
  addressBookEntry: (entryId: string) => `ADDRESS#${entryId}`,
  addressBookPrefix: 'ADDRESS#',
  addressBookUnique: (network: string, address: string) => `ADDRESS_UNIQUE#${network}#${address}`,
  custodyJob: (jobId: string) => `JOB#${jobId}`,
  custodyJobPrefix: 'JOB#',
  rampPayment: (reference: string) => `PAYMENT#${reference}`,
  rampPaymentPrefix: 'PAYMENT#',
  /** Names the off-ramp payment whose funding deposit address this is (newest payment wins). */
  depositAddress: (network: string, address: string) => `DEPOSIT#${network}#${address}`,
  /** The transfer admitted as a ramp payment's funding, one at a time. */
  rampFunding: (reference: string) => `FUNDING#${reference}`,
  /**
   * Partition of its own: which workspace and environment a payment submitted to the partner
   * belongs to, for the partner's callbacks, which name only the reference.
   */
  rampReference: (reference: string) => `RAMP_REF#${reference}`,
  rampReferenceSort: 'RAMP_REF',
  /** Partition of its own: a partner callback already handled, by the partner's event id. */
  partnerEvent: (eventId: string) => `PARTNER_EVENT#${eventId}`,
  partnerEventSort: 'PARTNER_EVENT',
  quoteRequest: (id: string) => `QUOTE_REQUEST#${id}`,
  /** Idempotency records, per tenant and key (the key is hashed: callers choose its characters). */
  idempotency: (keyHash: string) => `IDEMP#${keyHash}`,
} as const;

/**
 * Keys of live custody's items (docs/live-custody.md, Data), apart from `keys` so the functions
 * that never touch them do not carry them: a partition of its own per live chain (which tenant
 * and wallet each custody address belongs to, each address's next nonce, each credited deposit
 * and the deposit watcher's cursor), and a live withdrawal's signed transactions beside its
 * transfer.
 */
export const chainKeys = {
  chain: (network: string) => `CHAIN#${network}`,
  custodyAddress: (address: string) => `ADDR#${address.toLowerCase()}`,
  custodyAddressPrefix: 'ADDR#',
  chainNonce: (address: string) => `NONCE#${address.toLowerCase()}`,
  chainCredit: (txHash: string, index: number) => `CREDIT#${txHash.toLowerCase()}#${index}`,
  chainCreditPrefix: 'CREDIT#',
  chainCursor: 'CURSOR',
  chainTransaction: (transferId: string) => `CHAINTX#${transferId}`,
  /** A live on-ramp into a custody wallet that succeeded and waits for its deposit (docs/ramp.md, Delivery). */
  awaitedDelivery: (address: string, reference: string) => `AWAIT#${address.toLowerCase()}#${reference}`,
  awaitedDeliveryPrefix: (address?: string) => (address === undefined ? 'AWAIT#' : `AWAIT#${address.toLowerCase()}#`),
} as const;
