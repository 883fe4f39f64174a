/**
 * The catalogue of event types. Every event the service emits has a type listed here; a
 * webhook subscribes to a list of these (or `*`). docs/api.md (Webhooks) documents each type's `data`.
 */
export const EVENT_TYPES = [
  // Webhooks.
  'webhook.test',
  'webhook.disabled',
  // The circuit breaker (docs/webhooks.md, Fair delivery).
  'webhook.parked',
  'webhook.resumed',
  // Wallets and transfers.
  'transfer.requested',
  'transfer.approved',
  'transfer.rejected',
  'transfer.canceled',
  'transfer.released',
  'transfer.completed',
  'transfer.failed',
  'transaction.created',
  'transaction.completed',
  // Workspace setting changes that wait for a second member (docs/setting-changes.md).
  'workspace.setting_change.requested',
  'workspace.setting_change.approved',
  'workspace.setting_change.rejected',
  'workspace.setting_change.expired',
  'workspace.setting_change.superseded',
  // Ramp payments.
  'ramp.payment.created',
  'ramp.payment.processing',
  'ramp.payment.requires_action',
  'ramp.payment.succeeded',
  'ramp.payment.failed',
  'ramp.payment.cancelled',
  'ramp.payment.expired',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Subscribes a webhook to every event type, present and future. */
export const ALL_EVENTS = '*';
