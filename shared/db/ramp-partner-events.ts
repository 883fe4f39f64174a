/**
 * The two items behind the partner's callbacks (docs/ramp.md, Partner callbacks), each in a
 * partition of its own because a callback names no workspace:
 * - `RAMP_REF#<reference>` / `RAMP_REF`: the workspace, environment and provider reference of a
 *   payment submitted to the partner, written in the payment's creation transaction (hybrid
 *   mode only). Kept as long as the payment: a provider may report on it at any time.
 * - `PARTNER_EVENT#<event id>` / `PARTNER_EVENT`: a callback already handled and what it was
 *   answered, written in the same transaction as the payment change it caused (or alone when it
 *   changed nothing), so a redelivery is answered the same and changes nothing. Kept
 *   PARTNER_EVENT_KEPT_SECONDS, longer than a partner goes on redelivering.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import type { Environment } from '#shared/schemas/common.ts';
import type { RampStatus } from '#shared/domain/ramp/vocabulary.ts';

export const PARTNER_EVENT_KEPT_SECONDS = 7 * 86_400;

export interface ReferenceLookup {
  reference: string;
  workspace_id: string;
  environment: Environment;
  provider_reference: string;
}

export interface HandledPartnerEvent {
  event_id: string;
  reference: string;
  /** SHA-256 of the event's canonical body: a redelivery that differs is logged. */
  fingerprint: string;
  applied: boolean;
  outcome: 'applied' | 'stale' | 'unreachable';
  payment_status: RampStatus;
}

const referenceKey = (reference: string) => ({ pk: keys.rampReference(reference), sk: keys.rampReferenceSort });
const eventKey = (eventId: string) => ({ pk: keys.partnerEvent(eventId), sk: keys.partnerEventSort });

/** The lookup's put, for the payment's creation transaction. */
export function referenceLookupPut(tenant: TenantScope, reference: string, providerReference: string): TransactItem {
  return putNew(referenceKey(reference), 'ramp_payment_reference', {
    reference,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    provider_reference: providerReference,
  } satisfies ReferenceLookup);
}

/** The payment's owner, strongly consistent (a callback may follow the creation at once). */
export async function getReferenceLookup(reference: string): Promise<ReferenceLookup | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: referenceKey(reference), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { reference: ref, workspace_id, environment, provider_reference } = out.Item as ReferenceLookup;
  return { reference: ref, workspace_id, environment, provider_reference };
}

/** The record of a handled callback; fails its transaction when the event was handled already. */
export function handledEventPut(event: HandledPartnerEvent, now = Date.now()): TransactItem {
  return putNew(eventKey(event.event_id), 'partner_event', { ...event, expires_at_epoch: Math.floor(now / 1000) + PARTNER_EVENT_KEPT_SECONDS });
}

/** The handled callback with this id, if any (strongly consistent; an expired one counts as absent). */
export async function getHandledEvent(eventId: string): Promise<HandledPartnerEvent | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: eventKey(eventId), ConsistentRead: true }));
  const item = out.Item as (HandledPartnerEvent & { expires_at_epoch: number }) | undefined;
  if (!item || item.expires_at_epoch <= Date.now() / 1000) return undefined;
  const { event_id, reference, fingerprint, applied, outcome, payment_status } = item;
  return { event_id, reference, fingerprint, applied, outcome, payment_status };
}
