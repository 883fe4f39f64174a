/**
 * The catalogue of event types. Every event the service emits has a type listed here; a
 * webhook subscribes to a list of these (or `*`). The README documents each type's `data`.
 */
export const EVENT_TYPES = [
  // Webhooks (issue 3).
  'webhook.test',
  'webhook.disabled',
  // Wallets and transfers (issue 4).
  'transfer.requested',
  'transfer.approved',
  'transfer.rejected',
  'transfer.canceled',
  'transfer.released',
  'transfer.completed',
  'transfer.failed',
  'transaction.created',
  'transaction.completed',
  // Ramp payments (issue 5).
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
