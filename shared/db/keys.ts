/**
 * Key builders for the single table (layout in `shared/db/table.ts`), one export each, read as
 * `import * as keys from '#shared/db/keys.ts'` and `keys.tenant(scope)`: esbuild keeps only the
 * builders a function's code calls (an object of them was kept whole in every function).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';

/**
 * The attributes a rate counter's update touches, keys included (`shared/db/rate-limits.ts`); the
 * grant that lets read routes count their requests names exactly these (infra/constructs/table-access.ts).
 */
export const RATE_COUNTER_ATTRIBUTES = ['pk', 'sk', 'count', 'expires_at_epoch'] as const;

/** Every rate counter's partition begins with this (`shared/db/rate-limits.ts`). */
export const rateCounterPrefix = 'RATELIMIT#';
/** Partition of environment-scoped items. */
export const tenant = (scope: TenantScope) => `WS#${scope.workspaceId}#${scope.environment}`;
/** Partition of workspace-wide items (workspace, members, API keys). */
export const workspace = (workspaceId: string) => `WS#${workspaceId}`;
export const workspaceItem = () => 'WORKSPACE';
/** The workspace's audit log: the API's records and the operator CLI's, one id order (shared/db/audit-log.ts). */
export const audit = (auditId: string) => `AUDIT#${auditId}`;
export const auditPrefix = 'AUDIT#';
export const member = (memberId: string) => `MEMBER#${memberId}`;
export const memberEmail = (email: string) => `MEMBER_EMAIL#${email.toLowerCase()}`;
export const apiKey = (keyId: string) => `APIKEY#${keyId}`;
export const apiKeyPrefix = 'APIKEY#';
export const apiKeyLookup = (tokenHash: string) => `APIKEY#${tokenHash}`;
export const apiKeyLookupSort = 'APIKEY';
/** A console session, in a partition of its own by its token's hash (shared/db/sessions.ts). */
export const session = (tokenHash: string) => `SESSION#${tokenHash}`;
export const sessionSort = 'SESSION';
/** One per minted key under its minter's id, so revoking a key finds its children with one Query. */
export const apiKeyChild = (parentKeyId: string, childKeyId: string) => `APIKEY_CHILD#${parentKeyId}#${childKeyId}`;
export const apiKeyChildPrefix = (parentKeyId: string) => `APIKEY_CHILD#${parentKeyId}#`;
export const setting = (name: 'TRANSFER_POLICY' | 'NETWORKS' | 'TRANSFER_APPROVALS') => `SETTINGS#${name}`;
/** A change to a setting that waits for another member's approval (docs/setting-changes.md). */
export const settingChange = (changeId: string) => `SETTING_CHANGE#${changeId}`;
export const settingChangePrefix = 'SETTING_CHANGE#';
/** The one pending change a setting may have at a time (not under the changes' prefix, so listings never see it). */
export const pendingSettingChange = (setting: string) => `PENDING_SETTING_CHANGE#${setting}`;
// Wallets, balances, transactions, transfers, the address book (docs/data-model.md).
export const wallet = (walletId: string) => `WALLET#${walletId}`;
export const walletPrefix = 'WALLET#';
export const balance = (walletId: string, network: string, symbol: string) => `BALANCE#${walletId}#${network}#${symbol}`;
export const balancePrefix = 'BALANCE#';
export const transaction = (walletId: string, transactionId: string) => `TXN#${walletId}#${transactionId}`;
export const walletTransactionPrefix = (walletId: string) => `TXN#${walletId}#`;
export const transactionRef = (transactionId: string) => `TXNREF#${transactionId}`;
export const transfer = (transferId: string) => `TRANSFER#${transferId}`;
export const transferPrefix = 'TRANSFER#';
export const addressBookEntry = (entryId: string) => `ADDRESS#${entryId}`;
export const addressBookPrefix = 'ADDRESS#';
export const addressBookUnique = (network: string, address: string) => `ADDRESS_UNIQUE#${network}#${address}`;
export const custodyJob = (jobId: string) => `JOB#${jobId}`;
export const custodyJobPrefix = 'JOB#';
export const rampPayment = (reference: string) => `PAYMENT#${reference}`;
export const rampPaymentPrefix = 'PAYMENT#';
/** Names the off-ramp payment whose funding deposit address this is (newest payment wins). */
export const depositAddress = (network: string, address: string) => `DEPOSIT#${network}#${address}`;
/** The transfer admitted as a ramp payment's funding, one at a time. */
export const rampFunding = (reference: string) => `FUNDING#${reference}`;
/**
 * Partition of its own: which workspace and environment a payment submitted to the partner
 * belongs to, for the partner's callbacks, which name only the reference.
 */
export const rampReference = (reference: string) => `RAMP_REF#${reference}`;
export const rampReferenceSort = 'RAMP_REF';
/** Partition of its own: a partner callback already handled, by the partner's event id. */
export const partnerEvent = (eventId: string) => `PARTNER_EVENT#${eventId}`;
export const partnerEventSort = 'PARTNER_EVENT';
export const quoteRequest = (id: string) => `QUOTE_REQUEST#${id}`;
/** Idempotency records, per tenant and key (the key is hashed: callers choose its characters). */
export const idempotency = (keyHash: string) => `IDEMP#${keyHash}`;
