/**
 * A webhook's events go wherever its URL points, signed with its secret, so configuring one is
 * reading its events: creating one, changing its URL or event types, rotating its secret and
 * resending a delivery need the read scope of every event type involved (the table of
 * shared/domain/events/event-scopes.ts), besides `webhooks:write`. Otherwise 403 `forbidden`
 * with `details.missing_scopes`.
 */
import { getWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { missingReadScopes } from '#shared/domain/events/event-scopes.ts';
import { ALL_EVENTS } from '#shared/model/events/event-types.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { Scope } from '#shared/model/scopes.ts';

/** Refuses when `held` cannot read every event type of `eventTypes`. */
export function requireEventReadScopes(held: readonly Scope[], eventTypes: readonly string[]): void {
  const missing = missingReadScopes(held, eventTypes);
  if (missing.length === 0) return;
  throw new ApiError(
    'forbidden',
    `This API key cannot read the events this webhook would carry; it lacks ${missing.map((s) => `\`${s}\``).join(', ')}.`,
    {
      details: { missing_scopes: missing, event_types: [...new Set(eventTypes)] },
    },
  );
}

/** True when `held` reads every event there is: no webhook's current types need reading first. */
export function readsEveryEvent(held: readonly Scope[]): boolean {
  return missingReadScopes(held, [ALL_EVENTS]).length === 0;
}

/** An expectation that holds only while the webhook still has the event types that were checked. */
export interface EventTypesGuard {
  expect: { event_types: string[] };
}

/** How many times a guarded write re-reads a webhook whose event types changed meanwhile. */
const MAX_TRIES = 5;

/**
 * Writes to a webhook after checking the scopes its current event types need (`typesOf`). The
 * write is conditional on those types being unchanged (`write` gets the guard; it returns null
 * when its condition failed or the webhook is gone), so a concurrent change of the types cannot
 * slip between the check and the write; it is then read and checked again. A key that reads
 * every event needs no check, hence no read and no condition.
 */
export async function guardedWebhookWrite<T>(
  tenant: TenantScope,
  held: readonly Scope[],
  id: string,
  typesOf: (current: WebhookRecord) => readonly string[],
  write: (guard: EventTypesGuard | undefined) => Promise<T | null>,
): Promise<T> {
  if (readsEveryEvent(held)) {
    const written = await write(undefined);
    if (written === null) throw notFound('webhook');
    return written;
  }
  for (let tryNumber = 0; tryNumber < MAX_TRIES; tryNumber++) {
    const current = await getWebhook(tenant, id, { consistent: true });
    if (!current) throw notFound('webhook');
    requireEventReadScopes(held, typesOf(current));
    const written = await write({ expect: { event_types: current.event_types } });
    if (written !== null) return written;
  }
  throw new ApiError('conflict', 'The webhook kept changing while this request checked it; retry the request.');
}
