/**
 * Which read scope each event type's `data` belongs to. An event carries a resource (a ramp
 * payment, a transfer, a wallet transaction, a webhook, a workspace setting change), so receiving it is reading that
 * resource: a webhook may only carry types whose data the key that configures it could read
 * through the API (docs/api.md, Webhooks; docs/webhooks.md).
 *
 * The table is total over EVENT_TYPES (`satisfies Record<EventType, Scope>`, and a unit test):
 * a new event type without a scope fails the type check, so it can never be subscribed to by
 * a key that could not read it.
 */
import { ALL_EVENTS, EVENT_TYPES, type EventType } from '#shared/model/events/event-types.ts';
import { hasScope, type Scope } from '#shared/model/scopes.ts';

export const EVENT_READ_SCOPES = {
  'webhook.test': 'webhooks:read',
  'webhook.disabled': 'webhooks:read',
  'webhook.parked': 'webhooks:read',
  'webhook.resumed': 'webhooks:read',
  'transfer.requested': 'transfers:read',
  'transfer.approved': 'transfers:read',
  'transfer.rejected': 'transfers:read',
  'transfer.canceled': 'transfers:read',
  'transfer.released': 'transfers:read',
  'transfer.completed': 'transfers:read',
  'transfer.failed': 'transfers:read',
  // A transaction is a wallet's movement; wallets:read is what lists and reads them.
  'transaction.created': 'wallets:read',
  'transaction.completed': 'wallets:read',
  'ramp.payment.created': 'ramp:read',
  'ramp.payment.processing': 'ramp:read',
  'ramp.payment.requires_action': 'ramp:read',
  'ramp.payment.succeeded': 'ramp:read',
  'ramp.payment.failed': 'ramp:read',
  'ramp.payment.cancelled': 'ramp:read',
  'ramp.payment.expired': 'ramp:read',
  // A setting change is a workspace setting's proposal and its outcome: workspace:read reads them.
  'workspace.setting_change.requested': 'workspace:read',
  'workspace.setting_change.approved': 'workspace:read',
  'workspace.setting_change.rejected': 'workspace:read',
  'workspace.setting_change.expired': 'workspace:read',
  'workspace.setting_change.superseded': 'workspace:read',
} as const satisfies Record<EventType, Scope>;

/**
 * `events:read` reads every event with its data (`GET /v1/events`), so it stands in for every
 * scope of the table: it grants nothing a subscription would not already show.
 */
export const READS_EVERY_EVENT: Scope = 'events:read';

/**
 * The read scopes a subscription to `eventTypes` needs, sorted and without repeats. `*` carries
 * every type, present and future, so it needs every scope the table names.
 */
export function readScopesFor(eventTypes: readonly string[]): Scope[] {
  const types = eventTypes.includes(ALL_EVENTS) ? EVENT_TYPES : eventTypes.filter(isEventType);
  return [...new Set(types.map((type) => EVENT_READ_SCOPES[type]))].sort();
}

/** The scopes of `readScopesFor(eventTypes)` that `held` does not grant; empty when it may read them all. */
export function missingReadScopes(held: readonly Scope[], eventTypes: readonly string[]): Scope[] {
  if (hasScope(held, READS_EVERY_EVENT)) return [];
  return readScopesFor(eventTypes).filter((scope) => !hasScope(held, scope));
}

function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_READ_SCOPES, type);
}
