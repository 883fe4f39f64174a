/**
 * The fewest DynamoDB calls each route's access pattern allows, authentication included
 * (one GetItem on the key's lookup item: eventually consistent on read routes, strongly
 * consistent on the others; see docs/data-model.md), for the request its scenario sends
 * (bench/scenarios/), whose key is known: an unknown token on a read route costs a second,
 * consistent GetItem, but no scenario sends one. Not counted: authentication's last-use write,
 * an UpdateItem made at most once a minute per key per container, the read of the workspace's own
 * rate limits, a GetItem at most once a minute per workspace per container
 * (`shared/db/rate-limit-overrides.ts`), and calls to other services
 * (SQS, the provider network). The report sets each route's measured calls beside its entry here
 * and flags a route that has none: add one when a route lands. The entries below are the
 * route's own calls after authentication's GetItem; `minimumFor` says how that GetItem reads
 * (from the route, as the pipeline decides it) and adds the pipeline's write-rate counters (two
 * UpdateItems in parallel, the key's and the workspace's) on every authenticated non-GET route.
 *
 * How the minimum is set: reads of several items whose keys are known up front are one
 * BatchGetItem; a read whose only purpose is a precondition on the item written is folded into
 * that write's condition; a read stays when the write's key or content comes from it, or when it
 * checks another item than the one written and folding it in would turn a single-item write into
 * a transaction (DynamoDB bills a transaction 2 units per item: 4 WRU instead of 1 WRU and a
 * 0.5-RRU read, so the saved round trip would cost more per request). Each pattern says why.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { looksUpKeyConsistently, rateLimitKind, requiresAuth } from '#shared/http/pipeline-errors.ts';

export interface DynamoMinimum {
  calls: number;
  /** The calls, in order, and why none can be saved. */
  pattern: string;
}

/** Authentication's lookup; `minimumFor` replaces it with the route's kind of read (below). */
const AUTH = 'GetItem (auth)';
const AUTH_BY_CONSISTENCY = {
  consistent: 'GetItem (auth, strongly consistent: a revoked key never writes)',
  eventual: 'GetItem (auth, eventually consistent: 0.5 RRU)',
} as const;
/** What authentication adds on every authenticated route (docs/api.md, Rate limits): two calls, sent in parallel. */
const RATE_SLOT = (kind: 'read' | 'write') =>
  `UpdateItem (the key's ${kind} counter for this second: the per-key rate limit, a conditional ADD) + UpdateItem (the workspace's, in parallel with the key's)`;
const RATE_SLOT_CALLS = 2;
const CLAIM = 'PutItem (idempotency claim: taken before the provider or custody is called, so a retry never submits twice)';

/** By route id (plus `floor` and `fallback`). */
export const DYNAMO_MINIMUMS: Readonly<Record<string, DynamoMinimum>> = {
  // API keys and workspace settings.
  createApiKey: {
    calls: 2,
    pattern: `${AUTH} + TransactWriteItems (record, lookup item and the child item under the minter, all new; the minter's minted count, conditional on it being active; the workspace's key counter under the cap; only a create at the cap adds a Query for expired keys)`,
  },
  listApiKeys: { calls: 2, pattern: `${AUTH} + Query (one page of the workspace partition)` },
  getApiKey: { calls: 2, pattern: `${AUTH} + GetItem (record)` },
  revokeApiKey: {
    calls: 3,
    pattern: `${AUTH} + GetItem (record, consistent: the lookup item's key is the token hash, known only from it, and the scopes to check) + TransactWriteItems (both items of every active key of the tree and the key counter, conditional on what was read, the mint count included); a key that has minted one adds a Query for its children (consistent), and each level of descendants found a BatchGetItem of their records and a Query per key that has minted`,
  },
  // Members (docs/members.md).
  listMembers: {
    calls: 3,
    pattern: `${AUTH} + Query (one page of members) + Query (the workspace's keys, in parallel: each member's scopes, key count and last use)`,
  },
  getMember: { calls: 3, pattern: `${AUTH} + GetItem (member) + Query (the workspace's keys, in parallel)` },
  removeMember: {
    calls: 5,
    pattern: `${AUTH} + GetItem (roster version) + Query (members) + Query (keys), in parallel and consistent: whether another member can approve, and the member's keys + TransactWriteItems (member removed, roster version conditional on the one read, every active key of the member revoked conditional on it as read, their places given back)`,
  },
  createInvitation: {
    calls: 5,
    pattern: `${AUTH} + GetItem (roster version) + Query (members) + Query (keys), in parallel and consistent: whether another member can approve + TransactWriteItems (invitation and its token's lookup item, new; the roster version check; the member change when held)`,
  },
  listInvitations: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  revokeInvitation: {
    calls: 3,
    pattern: `${AUTH} + GetItem (invitation, consistent: the move depends on its state) + TransactWriteItems (invitation conditional on its revision; an invitation waiting for approval adds a GetItem of its change and cancels it in the same transaction)`,
  },
  enrolmentOptions: {
    calls: 3,
    pattern:
      "none for auth (public: the invitation token is the credential) + GetItem (the token's lookup item, consistent) + GetItem (invitation, consistent) + PutItem (the challenge, new, under its hash; TTL); an invitation naming a member already (the owner's) adds a Query of their passkeys",
  },
  enrolMember: {
    calls: 4,
    pattern:
      "none for auth (public: the invitation token is the credential) + GetItem (the token's lookup item, consistent) + GetItem (invitation, consistent: its key comes from the lookup) + GetItem (the passkey's challenge, consistent) + TransactWriteItems (member, email item, key record and lookup, the key counter under the cap, the invitation accepted conditional on its revision, the roster version; the challenge deleted conditional on it being unused and unexpired, the passkey and its credential id's lookup item, new); without a passkey, no challenge read",
  },
  listMemberChanges: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  listPasskeys: { calls: 2, pattern: `${AUTH} + Query (one page of the workspace's passkeys, or one member's)` },
  createPasskeyRegistrationOptions: {
    calls: 6,
    pattern:
      "GetItem (session, consistent) + GetItem (member, consistent; a session signed in with a passkey adds its credential id's lookup item, in parallel) + UpdateItem (the session's write counter) + UpdateItem (the workspace's, in parallel) + Query (the member's passkeys, consistent: excluded, and their user handle) + PutItem (the challenge, new, under its hash; TTL)",
  },
  addPasskey: {
    calls: 6,
    pattern:
      "GetItem (session, consistent) + GetItem (member, consistent) + UpdateItem (the session's write counter) + UpdateItem (the workspace's, in parallel) + GetItem (the challenge, consistent: whom it is bound to) + TransactWriteItems (the challenge deleted conditional on it being unused and unexpired, the member active, the passkey and its credential id's lookup item, new)",
  },
  removePasskey: {
    calls: 3,
    pattern: `${AUTH} + Query (the workspace's passkeys, consistent: a passkey's key names its member, which the path does not) + TransactWriteItems (the passkey and its credential id's lookup item deleted, each conditional on being there; by the member's own session, the passkey it signed in with still registered)`,
  },
  getMemberChange: { calls: 2, pattern: `${AUTH} + GetItem (change)` },
  approveMemberChange: {
    calls: 4,
    pattern: `${AUTH} + GetItem (change, consistent) + GetItem (its invitation, consistent: opened in the same transaction) + TransactWriteItems (change and invitation, each conditional on its revision); a removal reads the roster instead and revokes the member's keys after`,
  },
  rejectMemberChange: {
    calls: 4,
    pattern: `${AUTH} + GetItem (change, consistent) + GetItem (its invitation, consistent: revoked in the same transaction) + TransactWriteItems (change and invitation, each conditional on its revision)`,
  },
  getTransferPolicy: { calls: 2, pattern: `${AUTH} + GetItem (setting)` },
  putTransferPolicy: {
    calls: 3,
    pattern: `${AUTH} + BatchGetItem (policy + approvals setting, consistent: whether the value loosens the policy where approvals are on) + TransactWriteItems (the setting conditional on the version read, and its audit record; a loosening waits as a change instead: version check, change, event, audit record)`,
  },
  getWorkspace: { calls: 2, pattern: `${AUTH} + BatchGetItem (the workspace and the settings of each environment the key serves)` },
  listAuditLog: { calls: 2, pattern: `${AUTH} + Query (one page of the workspace's audit log, newest first)` },
  getNetworks: { calls: 2, pattern: `${AUTH} + GetItem (setting)` },
  putNetworks: {
    calls: 2,
    pattern: `${AUTH} + TransactWriteItems (the setting and its 8 copies, which transfers read; each ADDs 1 to its version, so they agree without a read)`,
  },
  getTransferApprovals: { calls: 2, pattern: `${AUTH} + GetItem (setting)` },
  putTransferApprovals: {
    calls: 3,
    pattern: `${AUTH} + GetItem (setting, consistent: whether the value lowers it) + TransactWriteItems (the setting conditional on the version read, and its audit record; a loosening waits as a change instead: version check, change, event, audit record)`,
  },
  listSettingChanges: {
    calls: 3,
    pattern: `${AUTH} + Query (one page) + GetItem (the setting of the pending changes, consistent: a change its setting moved past is superseded; BatchGetItem when both settings have some)`,
  },
  getSettingChange: {
    calls: 2,
    pattern: `${AUTH} + BatchGetItem (change + both settings, consistent: a pending change is superseded once its setting moved)`,
  },
  createSettingChangeApprovalIntent: {
    calls: 4,
    pattern: `${AUTH} + GetItem (change, consistent) + Query (the member's passkeys) + PutItem (the intent's digest as a challenge, new; TTL)`,
  },
  approveSettingChange: {
    calls: 4,
    pattern: `${AUTH} + GetItem (the approval setting: whether a passkey is required) + GetItem (change, consistent: the decision depends on its state and approvals) + TransactWriteItems (change conditional on its revision; setting version check, or the setting itself and the event on the last approval)`,
  },
  rejectSettingChange: {
    calls: 3,
    pattern: `${AUTH} + GetItem (change, consistent: the decision depends on its state) + TransactWriteItems (change conditional on its revision, setting version check, event)`,
  },

  // Webhooks and events.
  createWebhook: { calls: 2, pattern: `${AUTH} + TransactWriteItems (new webhook + the environment's webhook counter under the cap)` },
  listWebhooks: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  getWebhook: { calls: 2, pattern: `${AUTH} + GetItem (webhook)` },
  updateWebhook: {
    calls: 2,
    pattern: `${AUTH} + UpdateItem (conditional on existence, returns the item as it was; new event types from a key that cannot read every event type first read the webhook, consistent, to check the scopes its types need, and the update is then conditional on those types; a new URL reads the webhook, consistent, and writes it with its audit record in a TransactWriteItems conditional on the URL and event types read)`,
  },
  deleteWebhook: {
    calls: 2,
    pattern: `${AUTH} + TransactWriteItems (delete, conditional on the webhook holding a place under the cap, + the counter; a webhook made before the cap costs a DeleteItem after the failed condition)`,
  },
  disableWebhook: {
    calls: 2,
    pattern: `${AUTH} + UpdateItem (conditional on active; a GetItem follows only for a webhook already disabled or missing)`,
  },
  enableWebhook: {
    calls: 2,
    pattern: `${AUTH} + UpdateItem (conditional on disabled; a GetItem follows only for a webhook already active or missing)`,
  },
  rotateWebhookSecret: {
    calls: 2,
    pattern: `${AUTH} + UpdateItem (conditional on existence, returns the new item; a key that cannot read every event type first reads the webhook, as for updateWebhook)`,
  },
  testWebhook: {
    calls: 3,
    pattern: `${AUTH} + GetItem (webhook: its status, and the event sequence the new event carries) + TransactWriteItems (event + sequence bump, conditional on the sequence read)`,
  },
  listWebhookDeliveries: {
    calls: 3,
    pattern: `${AUTH} + GetItem (webhook: 404 for an unknown or deleted one, whose attempts outlive it) + Query (attempts)`,
  },
  resendWebhookDelivery: {
    calls: 3,
    pattern: `${AUTH} + BatchGetItem (webhook: active?; delivery: its event, and its state to restore if the enqueue fails) + UpdateItem (delivery, conditional on not pending); then SQS SendMessage`,
  },
  listEvents: { calls: 2, pattern: `${AUTH} + Query (one page; the created range is a key range)` },
  getEvent: { calls: 2, pattern: `${AUTH} + GetItem (event)` },

  // Wallets, sandbox deposits, transfers, address book.
  createWallet: {
    calls: 3,
    pattern: `${AUTH} + GetItem (networks setting: a wallet names enabled networks only; as a ConditionCheck it would make the Put a transaction, 4 WRU instead of 1 WRU + 0.5 RRU) + PutItem (wallet)`,
  },
  listWallets: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  getWallet: { calls: 2, pattern: `${AUTH} + GetItem (wallet, accounts included)` },
  listWalletTransactions: {
    calls: 2,
    pattern: `${AUTH} + Query (the wallet's key range: a non-empty page proves the wallet is the caller's; only an empty page adds a GetItem to tell 404 from none)`,
  },
  getBalances: {
    calls: 10,
    pattern: `${AUTH} + Query (wallets) + 8 Queries (the ledger items of each sub-balance partition, in parallel with the wallets': one round trip), summed`,
  },
  getTransaction: {
    calls: 3,
    pattern: `${AUTH} + BatchGetItem (reference item: the wallet id; the transfer, if any) + GetItem (a deposit's transaction: its key holds the wallet id) or TransactGetItems (a transfer's transaction with the transfer: one snapshot, 2 RRU per item)`,
  },
  createSandboxDeposit: {
    calls: 3,
    pattern: `${AUTH} + BatchGetItem (wallet: the account's address; networks setting) + TransactWriteItems (transaction, reference, the deposit's sub-balance, event, custody job)`,
  },
  createTransfer: {
    calls: 4,
    pattern: `${AUTH} + ${CLAIM} + BatchGetItem (wallet; networks, policy, approvals from the transfer's settings copy; the 8 sub-balances: the checks in their documented order) + TransactWriteItems (reservation on the transfer's sub, with moves from other subs when it is short; transfer, transaction, events, claim completion; conditional on the copy's policy version read)`,
  },
  listTransfers: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  getTransfer: { calls: 2, pattern: `${AUTH} + GetItem (transfer)` },
  createTransferApprovalIntent: {
    calls: 4,
    pattern: `${AUTH} + GetItem (transfer, consistent) + Query (the member's passkeys) + PutItem (the intent's digest as a challenge, new; TTL)`,
  },
  approveTransfer: {
    calls: 4,
    pattern: `${AUTH} + GetItem (the approval setting: whether a passkey is required) + GetItem (transfer, consistent: the move depends on its state and approvals) + TransactWriteItems (transfer, transaction, events, custody job; conditional on the revision read); with an assertion, GetItem (the intent's challenge) + GetItem (credential lookup) + GetItem (passkey), and the nonce's delete and the passkey's counter in the transaction`,
  },
  rejectTransfer: {
    calls: 3,
    pattern: `${AUTH} + GetItem (transfer, consistent: the move depends on its state) + TransactWriteItems (transfer, transaction, reservation released, event; conditional on the revision read)`,
  },
  cancelTransfer: {
    calls: 3,
    pattern: `${AUTH} + GetItem (transfer, consistent: the move depends on its state) + TransactWriteItems (transfer, transaction, reservation released, event; conditional on the revision read)`,
  },
  listAddressBook: { calls: 2, pattern: `${AUTH} + Query (one page)` },
  createAddressBookEntry: { calls: 2, pattern: `${AUTH} + TransactWriteItems (entry + network/address uniqueness item, both new)` },
  getAddressBookEntry: { calls: 2, pattern: `${AUTH} + GetItem (entry)` },
  updateAddressBookEntry: {
    calls: 2,
    pattern: `${AUTH} + UpdateItem (conditional on active, returns the new item; a GetItem comes first only when asset_symbol is sent, to check it against the entry's network)`,
  },
  archiveAddressBookEntry: {
    calls: 3,
    pattern: `${AUTH} + GetItem (entry: the uniqueness item's key is its network and address) + TransactWriteItems (entry archived + uniqueness item deleted)`,
  },

  // Providers, ramp payments, quote requests, identity.
  listProviders: { calls: 1, pattern: `${AUTH} (the directory comes from the provider network adapter)` },
  getProvider: { calls: 1, pattern: `${AUTH} (the directory comes from the provider network adapter)` },
  createRampPayment: { calls: 3, pattern: `${AUTH} + ${CLAIM} + TransactWriteItems (payment, event, claim completion)` },
  listRampPayments: { calls: 2, pattern: `${AUTH} + Query (one page; settling writes only payments with a transition due)` },
  getRampPayment: { calls: 2, pattern: `${AUTH} + GetItem (payment, consistent; settling writes only when a transition is due)` },
  cancelRampPayment: {
    calls: 3,
    pattern: `${AUTH} + GetItem (payment, consistent: the move depends on its settled status) + TransactWriteItems (payment + event, conditional on status and sequence)`,
  },
  advanceSandboxRampPayment: {
    calls: 3,
    pattern: `${AUTH} + GetItem (payment, consistent: the move depends on its settled status) + TransactWriteItems (payment + event, conditional on status and sequence)`,
  },
  createQuoteRequest: { calls: 2, pattern: `${AUTH} + PutItem (request with its quotes)` },
  getQuoteRequest: { calls: 2, pattern: `${AUTH} + GetItem (request)` },
  listQuotes: { calls: 2, pattern: `${AUTH} + GetItem (request: the quotes are stored on it)` },
  executeQuote: {
    calls: 4,
    pattern: `${AUTH} + GetItem (request, consistent: the quote's provider and price) + ${CLAIM} + TransactWriteItems (payment, event, request executed, claim completion)`,
  },
  receivePartnerEvent: {
    calls: 3,
    pattern:
      'none for auth (signed: the secret is cached per container) + BatchGetItem (event id record + reference lookup, consistent: both keys come from the body) + GetItem (payment, consistent: its key comes from the lookup) + TransactWriteItems (payment + one event per transition + the event id record, conditional)',
  },
  resolveIdentity: { calls: 1, pattern: `${AUTH} (the number goes to the identity scheme and is never stored)` },

  // Public documentation.
  getOpenApiDocument: { calls: 0, pattern: 'none: public, the document is built from the route table' },
  getDocsPage: { calls: 0, pattern: 'none: public, a static page' },
  getDocsRenderer: { calls: 0, pattern: 'none: public, a bundled file' },
  getGuide: { calls: 0, pattern: 'none: public, a bundled file' },

  // The console (docs/console.md): its page, and a session's own routes (authenticated by the session, not a key).
  getConsolePage: { calls: 0, pattern: 'none: public, a static page' },
  getConsoleEnrolmentPage: { calls: 0, pattern: 'none: public, a static page' },
  createConsoleSessionOptions: {
    calls: 1,
    pattern: 'none for auth (public, limited per source address) + PutItem (the challenge, new, under its hash; TTL)',
  },
  createConsoleSession: {
    calls: 6,
    pattern:
      "none for auth (public: the passkey's assertion is the credential) + GetItem (the challenge, consistent) + GetItem (the credential id's lookup item, consistent) + GetItem (passkey, consistent: its counter) + GetItem (member, consistent) + TransactWriteItems (the challenge deleted conditional on it being unused and unexpired; the passkey's counter conditional on the one read) + PutItem (session, new)",
  },
  getConsoleSession: {
    calls: 2,
    pattern:
      'GetItem (session, consistent: a signed-out session is refused at once) + GetItem (member, consistent: a removed member is refused at once); the idle deadline is pushed back at most once a minute (UpdateItem)',
  },
  deleteConsoleSession: {
    calls: 5,
    pattern:
      "GetItem (session, consistent) + GetItem (member, consistent) + UpdateItem (the session's write counter) + UpdateItem (the workspace's, in parallel) + DeleteItem (session)",
  },

  fallback: { calls: 0, pattern: 'none: 404/405 from the route table alone' },
  floor: { calls: 1, pattern: 'GetItem' },
};

/**
 * The route's minimum as measured: its entry, with authentication's GetItem named for how the
 * pipeline reads the key on that route, plus the write-rate counter on a write route.
 */
export function minimumFor(id: string, route: HttpRoute | null): DynamoMinimum | null {
  const own = DYNAMO_MINIMUMS[id];
  // A session's own routes are authenticated by the session: their entries name its reads and counters.
  if (!own || !route || !requiresAuth(route) || route.sessions === 'only') return own ?? null;
  const auth = AUTH_BY_CONSISTENCY[looksUpKeyConsistently(route) ? 'consistent' : 'eventual'];
  const kind = rateLimitKind(route);
  return {
    calls: own.calls + (kind ? RATE_SLOT_CALLS : 0),
    pattern: own.pattern.replace(AUTH, kind ? `${auth} + ${RATE_SLOT(kind)}` : auth),
  };
}
