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
import { batchGetItems } from '#shared/db/batch-get.ts';
import { TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';

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

/**
 * The record of a handled callback; fails its transaction when the event was handled already.
 * A record past its expiry that TTL has not deleted yet counts as absent, as it does when read.
 */
export function handledEventPut(event: HandledPartnerEvent, now = Date.now()): TransactItem {
  const seconds = Math.floor(now / 1000);
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...eventKey(event.event_id), entity: 'partner_event', ...event, expires_at_epoch: seconds + PARTNER_EVENT_KEPT_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at_epoch <= :now',
      ExpressionAttributeValues: { ':now': seconds },
    },
  };
}

/**
 * What a callback needs to know first, in one strongly consistent BatchGetItem (a callback may
 * follow the payment's creation, or a concurrent delivery, at once): whether its event was
 * handled already (an expired record counts as absent), and whose payment the reference is.
 */
export async function readCallbackContext(
  eventId: string,
  reference: string,
): Promise<{ handled?: HandledPartnerEvent; lookup?: ReferenceLookup }> {
  const found = await batchGetItems([eventKey(eventId), referenceKey(reference)], true);
  const event = found(eventKey(eventId)) as (HandledPartnerEvent & { expires_at_epoch: number }) | undefined;
  const ref = found(referenceKey(reference)) as ReferenceLookup | undefined;
  const live = event && event.expires_at_epoch > Date.now() / 1000 ? event : undefined;
  return {
    ...(live
      ? {
          handled: {
            event_id: live.event_id,
            reference: live.reference,
            fingerprint: live.fingerprint,
            applied: live.applied,
            outcome: live.outcome,
            payment_status: live.payment_status,
          },
        }
      : {}),
    ...(ref
      ? {
          lookup: {
            reference: ref.reference,
            workspace_id: ref.workspace_id,
            environment: ref.environment,
            provider_reference: ref.provider_reference,
          },
        }
      : {}),
  };
}
