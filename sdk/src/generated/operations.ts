/**
 * Generated from the OpenAPI document by npm run openapi (infra/openapi/sdk.ts). Do not edit:
 * test/unit/openapi-artifacts.test.ts fails when this file is not what the document gives.
 */
import type { Args, CallOptions, Data, DryRunData, Input } from '../types.ts';

/** Each operation a workspace API key calls, by operationId. */
export const OPERATIONS = {
  listApiKeys: {"method":"GET","path":"/v1/api-keys","statuses":[200],"items":"items"},
  createApiKey: {"method":"POST","path":"/v1/api-keys","statuses":[201],"idempotencyKey":true},
  getApiKey: {"method":"GET","path":"/v1/api-keys/{apiKeyId}","statuses":[200]},
  revokeApiKey: {"method":"POST","path":"/v1/api-keys/{apiKeyId}/revoke","statuses":[200]},
  listMembers: {"method":"GET","path":"/v1/members","statuses":[200],"items":"items"},
  getMember: {"method":"GET","path":"/v1/members/{memberId}","statuses":[200]},
  removeMember: {"method":"POST","path":"/v1/members/{memberId}/remove","statuses":[200,202]},
  listInvitations: {"method":"GET","path":"/v1/members/invitations","statuses":[200],"items":"items"},
  createInvitation: {"method":"POST","path":"/v1/members/invitations","statuses":[201],"idempotencyKey":true},
  revokeInvitation: {"method":"POST","path":"/v1/members/invitations/{invitationId}/revoke","statuses":[200]},
  listMemberChanges: {"method":"GET","path":"/v1/member-changes","statuses":[200],"items":"items"},
  getMemberChange: {"method":"GET","path":"/v1/member-changes/{memberChangeId}","statuses":[200]},
  approveMemberChange: {"method":"POST","path":"/v1/member-changes/{memberChangeId}/approve","statuses":[200]},
  rejectMemberChange: {"method":"POST","path":"/v1/member-changes/{memberChangeId}/reject","statuses":[200]},
  listPasskeys: {"method":"GET","path":"/v1/passkeys","statuses":[200],"items":"items"},
  removePasskey: {"method":"POST","path":"/v1/passkeys/{passkeyId}/remove","statuses":[200,202]},
  getWorkspace: {"method":"GET","path":"/v1/workspace","statuses":[200]},
  listAuditLog: {"method":"GET","path":"/v1/workspace/audit-log","statuses":[200],"items":"items"},
  getTransferPolicy: {"method":"GET","path":"/v1/workspace/transfer-policy","statuses":[200]},
  putTransferPolicy: {"method":"PUT","path":"/v1/workspace/transfer-policy","statuses":[200,202]},
  getNetworks: {"method":"GET","path":"/v1/workspace/networks","statuses":[200]},
  putNetworks: {"method":"PUT","path":"/v1/workspace/networks","statuses":[200]},
  getTransferApprovals: {"method":"GET","path":"/v1/workspace/transfer-approvals","statuses":[200]},
  putTransferApprovals: {"method":"PUT","path":"/v1/workspace/transfer-approvals","statuses":[200,202]},
  listSettingChanges: {"method":"GET","path":"/v1/workspace/setting-changes","statuses":[200],"items":"items"},
  getSettingChange: {"method":"GET","path":"/v1/workspace/setting-changes/{changeId}","statuses":[200]},
  createSettingChangeApprovalIntent: {"method":"POST","path":"/v1/workspace/setting-changes/{changeId}/approval-intent","statuses":[200]},
  approveSettingChange: {"method":"POST","path":"/v1/workspace/setting-changes/{changeId}/approve","statuses":[200]},
  rejectSettingChange: {"method":"POST","path":"/v1/workspace/setting-changes/{changeId}/reject","statuses":[200]},
  listWebhooks: {"method":"GET","path":"/v1/webhooks","statuses":[200],"items":"items"},
  createWebhook: {"method":"POST","path":"/v1/webhooks","statuses":[201],"idempotencyKey":true},
  getWebhook: {"method":"GET","path":"/v1/webhooks/{webhookId}","statuses":[200]},
  updateWebhook: {"method":"PATCH","path":"/v1/webhooks/{webhookId}","statuses":[200]},
  deleteWebhook: {"method":"DELETE","path":"/v1/webhooks/{webhookId}","statuses":[200]},
  disableWebhook: {"method":"POST","path":"/v1/webhooks/{webhookId}/disable","statuses":[200]},
  enableWebhook: {"method":"POST","path":"/v1/webhooks/{webhookId}/enable","statuses":[200]},
  rotateWebhookSecret: {"method":"POST","path":"/v1/webhooks/{webhookId}/rotate-secret","statuses":[200]},
  testWebhook: {"method":"POST","path":"/v1/webhooks/{webhookId}/test","statuses":[202]},
  listWebhookDeliveries: {"method":"GET","path":"/v1/webhooks/{webhookId}/deliveries","statuses":[200],"items":"items"},
  resendWebhookDelivery: {"method":"POST","path":"/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend","statuses":[202]},
  listEvents: {"method":"GET","path":"/v1/events","statuses":[200],"items":"items"},
  getEvent: {"method":"GET","path":"/v1/events/{eventId}","statuses":[200]},
  listWallets: {"method":"GET","path":"/v1/wallets","statuses":[200],"items":"wallets"},
  createWallet: {"method":"POST","path":"/v1/wallets","statuses":[201],"idempotencyKey":true},
  getWallet: {"method":"GET","path":"/v1/wallets/{walletId}","statuses":[200]},
  listWalletTransactions: {"method":"GET","path":"/v1/wallets/{walletId}/transactions","statuses":[200],"items":"items"},
  getBalances: {"method":"GET","path":"/v1/balances","statuses":[200]},
  getTransaction: {"method":"GET","path":"/v1/transactions/{transactionId}","statuses":[200]},
  createSandboxDeposit: {"method":"POST","path":"/v1/sandbox/wallets/{walletId}/deposits","statuses":[201],"idempotencyKey":true},
  listTransfers: {"method":"GET","path":"/v1/transfers","statuses":[200],"items":"items"},
  createTransfer: {"method":"POST","path":"/v1/transfers","statuses":[200,201],"idempotencyKey":true,"dryRun":true},
  getTransfer: {"method":"GET","path":"/v1/transfers/{activityId}","statuses":[200]},
  createTransferApprovalIntent: {"method":"POST","path":"/v1/transfers/{activityId}/approval-intent","statuses":[200]},
  approveTransfer: {"method":"POST","path":"/v1/transfers/{activityId}/approve","statuses":[200]},
  rejectTransfer: {"method":"POST","path":"/v1/transfers/{activityId}/reject","statuses":[200]},
  cancelTransfer: {"method":"POST","path":"/v1/transfers/{activityId}/cancel","statuses":[200]},
  listAddressBook: {"method":"GET","path":"/v1/address-book","statuses":[200],"items":"items"},
  createAddressBookEntry: {"method":"POST","path":"/v1/address-book","statuses":[201],"idempotencyKey":true},
  getAddressBookEntry: {"method":"GET","path":"/v1/address-book/{entryId}","statuses":[200]},
  updateAddressBookEntry: {"method":"PATCH","path":"/v1/address-book/{entryId}","statuses":[200]},
  archiveAddressBookEntry: {"method":"POST","path":"/v1/address-book/{entryId}/archive","statuses":[200]},
  listProviders: {"method":"GET","path":"/v1/providers","statuses":[200],"items":"items"},
  getProvider: {"method":"GET","path":"/v1/providers/{providerId}","statuses":[200]},
  listRampPayments: {"method":"GET","path":"/v1/ramp/payments","statuses":[200],"items":"items"},
  createRampPayment: {"method":"POST","path":"/v1/ramp/payments","statuses":[200,201],"idempotencyKey":true,"dryRun":true},
  getRampPayment: {"method":"GET","path":"/v1/ramp/payments/{reference}","statuses":[200]},
  cancelRampPayment: {"method":"POST","path":"/v1/ramp/payments/{reference}/cancel","statuses":[200]},
  advanceSandboxRampPayment: {"method":"POST","path":"/v1/sandbox/ramp/payments/{reference}/advance","statuses":[200]},
  createQuoteRequest: {"method":"POST","path":"/v1/quote-requests","statuses":[201],"idempotencyKey":true},
  getQuoteRequest: {"method":"GET","path":"/v1/quote-requests/{quoteRequestId}","statuses":[200]},
  listQuotes: {"method":"GET","path":"/v1/quote-requests/{quoteRequestId}/quotes","statuses":[200]},
  executeQuote: {"method":"POST","path":"/v1/quote-requests/{quoteRequestId}/execute","statuses":[201],"idempotencyKey":true},
  resolveIdentity: {"method":"POST","path":"/v1/ramp/identity/resolve","statuses":[200]},
} as const;

/** One method per operation: `client.createTransfer({ body })`, `client.getWallet({ path: { walletId } })`. */
export interface Methods {
  /** List API keys (`GET /v1/api-keys`) */
  listApiKeys(...args: Args<'listApiKeys'>): Promise<Data<'listApiKeys'>>;
  /** Create an API key (`POST /v1/api-keys`) */
  createApiKey(...args: Args<'createApiKey'>): Promise<Data<'createApiKey'>>;
  /** Get an API key (`GET /v1/api-keys/{apiKeyId}`) */
  getApiKey(...args: Args<'getApiKey'>): Promise<Data<'getApiKey'>>;
  /** Revoke an API key (`POST /v1/api-keys/{apiKeyId}/revoke`) */
  revokeApiKey(...args: Args<'revokeApiKey'>): Promise<Data<'revokeApiKey'>>;
  /** List members (`GET /v1/members`) */
  listMembers(...args: Args<'listMembers'>): Promise<Data<'listMembers'>>;
  /** Get a member (`GET /v1/members/{memberId}`) */
  getMember(...args: Args<'getMember'>): Promise<Data<'getMember'>>;
  /** Remove a member (`POST /v1/members/{memberId}/remove`) */
  removeMember(...args: Args<'removeMember'>): Promise<Data<'removeMember'>>;
  /** List invitations (`GET /v1/members/invitations`) */
  listInvitations(...args: Args<'listInvitations'>): Promise<Data<'listInvitations'>>;
  /** Invite a member (`POST /v1/members/invitations`) */
  createInvitation(...args: Args<'createInvitation'>): Promise<Data<'createInvitation'>>;
  /** Revoke an invitation (`POST /v1/members/invitations/{invitationId}/revoke`) */
  revokeInvitation(...args: Args<'revokeInvitation'>): Promise<Data<'revokeInvitation'>>;
  /** List member changes (`GET /v1/member-changes`) */
  listMemberChanges(...args: Args<'listMemberChanges'>): Promise<Data<'listMemberChanges'>>;
  /** Get a member change (`GET /v1/member-changes/{memberChangeId}`) */
  getMemberChange(...args: Args<'getMemberChange'>): Promise<Data<'getMemberChange'>>;
  /** Approve a member change (`POST /v1/member-changes/{memberChangeId}/approve`) */
  approveMemberChange(...args: Args<'approveMemberChange'>): Promise<Data<'approveMemberChange'>>;
  /** Reject a member change (`POST /v1/member-changes/{memberChangeId}/reject`) */
  rejectMemberChange(...args: Args<'rejectMemberChange'>): Promise<Data<'rejectMemberChange'>>;
  /** List passkeys (`GET /v1/passkeys`) */
  listPasskeys(...args: Args<'listPasskeys'>): Promise<Data<'listPasskeys'>>;
  /** Remove a passkey (`POST /v1/passkeys/{passkeyId}/remove`) */
  removePasskey(...args: Args<'removePasskey'>): Promise<Data<'removePasskey'>>;
  /** Get your workspace (`GET /v1/workspace`) */
  getWorkspace(...args: Args<'getWorkspace'>): Promise<Data<'getWorkspace'>>;
  /** Read the audit log (`GET /v1/workspace/audit-log`) */
  listAuditLog(...args: Args<'listAuditLog'>): Promise<Data<'listAuditLog'>>;
  /** Get the transfer policy (`GET /v1/workspace/transfer-policy`) */
  getTransferPolicy(...args: Args<'getTransferPolicy'>): Promise<Data<'getTransferPolicy'>>;
  /** Replace the transfer policy (`PUT /v1/workspace/transfer-policy`) */
  putTransferPolicy(...args: Args<'putTransferPolicy'>): Promise<Data<'putTransferPolicy'>>;
  /** Get enabled networks (`GET /v1/workspace/networks`) */
  getNetworks(...args: Args<'getNetworks'>): Promise<Data<'getNetworks'>>;
  /** Replace enabled networks (`PUT /v1/workspace/networks`) */
  putNetworks(...args: Args<'putNetworks'>): Promise<Data<'putNetworks'>>;
  /** Get the approval requirement (`GET /v1/workspace/transfer-approvals`) */
  getTransferApprovals(...args: Args<'getTransferApprovals'>): Promise<Data<'getTransferApprovals'>>;
  /** Replace the approval requirement (`PUT /v1/workspace/transfer-approvals`) */
  putTransferApprovals(...args: Args<'putTransferApprovals'>): Promise<Data<'putTransferApprovals'>>;
  /** List setting changes (`GET /v1/workspace/setting-changes`) */
  listSettingChanges(...args: Args<'listSettingChanges'>): Promise<Data<'listSettingChanges'>>;
  /** Get a setting change (`GET /v1/workspace/setting-changes/{changeId}`) */
  getSettingChange(...args: Args<'getSettingChange'>): Promise<Data<'getSettingChange'>>;
  /** Get a setting change's approval intent to sign (`POST /v1/workspace/setting-changes/{changeId}/approval-intent`) */
  createSettingChangeApprovalIntent(...args: Args<'createSettingChangeApprovalIntent'>): Promise<Data<'createSettingChangeApprovalIntent'>>;
  /** Approve a setting change (`POST /v1/workspace/setting-changes/{changeId}/approve`) */
  approveSettingChange(...args: Args<'approveSettingChange'>): Promise<Data<'approveSettingChange'>>;
  /** Reject a setting change (`POST /v1/workspace/setting-changes/{changeId}/reject`) */
  rejectSettingChange(...args: Args<'rejectSettingChange'>): Promise<Data<'rejectSettingChange'>>;
  /** List webhooks (`GET /v1/webhooks`) */
  listWebhooks(...args: Args<'listWebhooks'>): Promise<Data<'listWebhooks'>>;
  /** Create a webhook (`POST /v1/webhooks`) */
  createWebhook(...args: Args<'createWebhook'>): Promise<Data<'createWebhook'>>;
  /** Get a webhook (`GET /v1/webhooks/{webhookId}`) */
  getWebhook(...args: Args<'getWebhook'>): Promise<Data<'getWebhook'>>;
  /** Update a webhook (`PATCH /v1/webhooks/{webhookId}`) */
  updateWebhook(...args: Args<'updateWebhook'>): Promise<Data<'updateWebhook'>>;
  /** Delete a webhook (`DELETE /v1/webhooks/{webhookId}`) */
  deleteWebhook(...args: Args<'deleteWebhook'>): Promise<Data<'deleteWebhook'>>;
  /** Disable a webhook (`POST /v1/webhooks/{webhookId}/disable`) */
  disableWebhook(...args: Args<'disableWebhook'>): Promise<Data<'disableWebhook'>>;
  /** Enable a webhook (`POST /v1/webhooks/{webhookId}/enable`) */
  enableWebhook(...args: Args<'enableWebhook'>): Promise<Data<'enableWebhook'>>;
  /** Rotate a signing secret (`POST /v1/webhooks/{webhookId}/rotate-secret`) */
  rotateWebhookSecret(...args: Args<'rotateWebhookSecret'>): Promise<Data<'rotateWebhookSecret'>>;
  /** Send a test event (`POST /v1/webhooks/{webhookId}/test`) */
  testWebhook(...args: Args<'testWebhook'>): Promise<Data<'testWebhook'>>;
  /** List deliveries (`GET /v1/webhooks/{webhookId}/deliveries`) */
  listWebhookDeliveries(...args: Args<'listWebhookDeliveries'>): Promise<Data<'listWebhookDeliveries'>>;
  /** Resend a delivery (`POST /v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend`) */
  resendWebhookDelivery(...args: Args<'resendWebhookDelivery'>): Promise<Data<'resendWebhookDelivery'>>;
  /** List events (`GET /v1/events`) */
  listEvents(...args: Args<'listEvents'>): Promise<Data<'listEvents'>>;
  /** Get an event (`GET /v1/events/{eventId}`) */
  getEvent(...args: Args<'getEvent'>): Promise<Data<'getEvent'>>;
  /** List wallets (`GET /v1/wallets`) */
  listWallets(...args: Args<'listWallets'>): Promise<Data<'listWallets'>>;
  /** Create a wallet (`POST /v1/wallets`) */
  createWallet(...args: Args<'createWallet'>): Promise<Data<'createWallet'>>;
  /** Get a wallet (`GET /v1/wallets/{walletId}`) */
  getWallet(...args: Args<'getWallet'>): Promise<Data<'getWallet'>>;
  /** List a wallet's transactions (`GET /v1/wallets/{walletId}/transactions`) */
  listWalletTransactions(...args: Args<'listWalletTransactions'>): Promise<Data<'listWalletTransactions'>>;
  /** Get balances (`GET /v1/balances`) */
  getBalances(...args: Args<'getBalances'>): Promise<Data<'getBalances'>>;
  /** Get a transaction (`GET /v1/transactions/{transactionId}`) */
  getTransaction(...args: Args<'getTransaction'>): Promise<Data<'getTransaction'>>;
  /** Fund a sandbox wallet (`POST /v1/sandbox/wallets/{walletId}/deposits`) */
  createSandboxDeposit(...args: Args<'createSandboxDeposit'>): Promise<Data<'createSandboxDeposit'>>;
  /** List transfers (`GET /v1/transfers`) */
  listTransfers(...args: Args<'listTransfers'>): Promise<Data<'listTransfers'>>;
  /** Create a transfer (`POST /v1/transfers`) */
  createTransfer<const I extends Input<'createTransfer'>>(input: I, options?: CallOptions): Promise<DryRunData<'createTransfer', I>>;
  /** Get a transfer (`GET /v1/transfers/{activityId}`) */
  getTransfer(...args: Args<'getTransfer'>): Promise<Data<'getTransfer'>>;
  /** Get a transfer's approval intent to sign (`POST /v1/transfers/{activityId}/approval-intent`) */
  createTransferApprovalIntent(...args: Args<'createTransferApprovalIntent'>): Promise<Data<'createTransferApprovalIntent'>>;
  /** Approve a transfer (`POST /v1/transfers/{activityId}/approve`) */
  approveTransfer(...args: Args<'approveTransfer'>): Promise<Data<'approveTransfer'>>;
  /** Reject a transfer (`POST /v1/transfers/{activityId}/reject`) */
  rejectTransfer(...args: Args<'rejectTransfer'>): Promise<Data<'rejectTransfer'>>;
  /** Cancel a transfer (`POST /v1/transfers/{activityId}/cancel`) */
  cancelTransfer(...args: Args<'cancelTransfer'>): Promise<Data<'cancelTransfer'>>;
  /** List address book entries (`GET /v1/address-book`) */
  listAddressBook(...args: Args<'listAddressBook'>): Promise<Data<'listAddressBook'>>;
  /** Add an address (`POST /v1/address-book`) */
  createAddressBookEntry(...args: Args<'createAddressBookEntry'>): Promise<Data<'createAddressBookEntry'>>;
  /** Get an address book entry (`GET /v1/address-book/{entryId}`) */
  getAddressBookEntry(...args: Args<'getAddressBookEntry'>): Promise<Data<'getAddressBookEntry'>>;
  /** Update an address book entry (`PATCH /v1/address-book/{entryId}`) */
  updateAddressBookEntry(...args: Args<'updateAddressBookEntry'>): Promise<Data<'updateAddressBookEntry'>>;
  /** Archive an address book entry (`POST /v1/address-book/{entryId}/archive`) */
  archiveAddressBookEntry(...args: Args<'archiveAddressBookEntry'>): Promise<Data<'archiveAddressBookEntry'>>;
  /** List providers (`GET /v1/providers`) */
  listProviders(...args: Args<'listProviders'>): Promise<Data<'listProviders'>>;
  /** Get a provider (`GET /v1/providers/{providerId}`) */
  getProvider(...args: Args<'getProvider'>): Promise<Data<'getProvider'>>;
  /** List ramp payments (`GET /v1/ramp/payments`) */
  listRampPayments(...args: Args<'listRampPayments'>): Promise<Data<'listRampPayments'>>;
  /** Create a ramp payment (`POST /v1/ramp/payments`) */
  createRampPayment<const I extends Input<'createRampPayment'>>(input: I, options?: CallOptions): Promise<DryRunData<'createRampPayment', I>>;
  /** Get a ramp payment (`GET /v1/ramp/payments/{reference}`) */
  getRampPayment(...args: Args<'getRampPayment'>): Promise<Data<'getRampPayment'>>;
  /** Cancel a ramp payment (`POST /v1/ramp/payments/{reference}/cancel`) */
  cancelRampPayment(...args: Args<'cancelRampPayment'>): Promise<Data<'cancelRampPayment'>>;
  /** Advance a sandbox payment (`POST /v1/sandbox/ramp/payments/{reference}/advance`) */
  advanceSandboxRampPayment(...args: Args<'advanceSandboxRampPayment'>): Promise<Data<'advanceSandboxRampPayment'>>;
  /** Request quotes (`POST /v1/quote-requests`) */
  createQuoteRequest(...args: Args<'createQuoteRequest'>): Promise<Data<'createQuoteRequest'>>;
  /** Get a quote request (`GET /v1/quote-requests/{quoteRequestId}`) */
  getQuoteRequest(...args: Args<'getQuoteRequest'>): Promise<Data<'getQuoteRequest'>>;
  /** List quotes (`GET /v1/quote-requests/{quoteRequestId}/quotes`) */
  listQuotes(...args: Args<'listQuotes'>): Promise<Data<'listQuotes'>>;
  /** Execute a quote (`POST /v1/quote-requests/{quoteRequestId}/execute`) */
  executeQuote(...args: Args<'executeQuote'>): Promise<Data<'executeQuote'>>;
  /** Resolve an identity (`POST /v1/ramp/identity/resolve`) */
  resolveIdentity(...args: Args<'resolveIdentity'>): Promise<Data<'resolveIdentity'>>;
}

/** Every error code the API answers with. */
export type ErrorCode =
  | 'asset_not_supported'
  | 'conflict'
  | 'csrf_failed'
  | 'custody_unavailable'
  | 'delivery_in_progress'
  | 'edge_required'
  | 'forbidden'
  | 'headers_too_large'
  | 'idempotency_key_in_progress'
  | 'idempotency_key_mismatch'
  | 'idempotency_key_reused'
  | 'identity_not_found'
  | 'identity_provider_unavailable'
  | 'insufficient_funds'
  | 'internal_error'
  | 'invalid_cursor'
  | 'invalid_destination'
  | 'invalid_id_number'
  | 'invalid_json'
  | 'invalid_request'
  | 'invalid_signature'
  | 'invalid_state_transition'
  | 'limit_exceeded'
  | 'live_ramps_unavailable'
  | 'network_not_enabled'
  | 'not_found'
  | 'passkey_required'
  | 'payload_too_large'
  | 'precondition_failed'
  | 'provider_network_unavailable'
  | 'quote_already_executed'
  | 'quote_expired'
  | 'rate_limited'
  | 'requester_cannot_approve'
  | 'sandbox_only'
  | 'service_unavailable'
  | 'transfer_policy_violation'
  | 'unauthenticated'
  | 'unsupported_content_type'
  | 'unsupported_corridor'
  | 'unsupported_id_type'
  | 'webhook_disabled';
