/**
 * Delivers one queued delivery: load what it needs in one BatchGet, sign and POST the event
 * exactly as contract section 6 says, record the attempt, and decide what happens next:
 * done (success, final failure, or nothing to do) or retry after a delay. The delivery's
 * `next_retry_at` is when the next attempt is due: a message that comes back before it (SQS hides
 * a message at most 12 hours per receive) sends nothing and asks for the rest of the wait.
 *
 * Fair share (docs/webhooks.md, Fair delivery): a delivery is sent only under a lease on its
 * webhook and on its tenant (at most a few in flight each), and not while its webhook is parked
 * by the circuit breaker. Otherwise it is put back with a delay, as a new message on the put-back
 * queue (a put-back is not a failed receive, so it never counts towards a redrive), and frees its
 * dispatcher at once: a workspace whose receivers stall holds a few dispatcher slots at most, and
 * its refused deliveries wait on a queue of their own, never in front of another's on the
 * delivery queue.
 */
import * as config from '#shared/config.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { eventKey, type StoredEvent } from '#shared/db/events.ts';
import { cancelPendingDelivery, deliveryKey, recordAttempt, type AttemptRecord, type DeliveryRecord } from '#shared/db/deliveries.ts';
import { sealStoredSecret, webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import { postWebhook, type PostResult } from '#shared/adapters/webhook-http.ts';
import { putBackDelivery, sendToDeadLetter, type DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';
import { maxAttempts, retryDelaySeconds, secondsUntilDue } from '#shared/domain/webhooks/retry-schedule.ts';
import { claimProbe, isParked, noteFailure, noteSuccess } from '#shared/domain/webhooks/webhook-health.ts';
import { oldestHeldMs, releaseLease, takeLease, tenantLeaseKey, webhookLeaseKey } from '#shared/db/delivery-leases.ts';
import { sealSigningSecret, signingSecretOf } from '#shared/domain/webhooks/signing-secret.ts';
import { signWebhook } from '#shared/webhooks/verify-signature.ts';
import { UnopenableError } from '#shared/crypto/envelope.ts';
import { log } from '#shared/log.ts';
import { newId } from '#shared/ids.ts';
import { WEBHOOK_USER_AGENT } from '#shared/schemas/webhook-delivery.ts';

export const USER_AGENT = WEBHOOK_USER_AGENT;

/**
 * How long a lease (and a probe's right) is held at most: the receiver's time and a margin for
 * signing and recording. A dispatcher that dies holding one frees it after this.
 */
const holdMs = () => config.WEBHOOK_RESPONSE_TIMEOUT_MS + 20_000;

/**
 * Seconds before a delivery refused a lease is tried again: 1–3 s while the receivers are fast (a
 * healthy receiver frees its slots in well under a second, so a burst to it drains at the caps'
 * pace); while they are slow (a lease held over a second) or the webhook is failing, doubling with
 * each refusal of the same delivery (2–6 s, 4–12 s, … up to 60–180 s), so a backlog behind a
 * stalled receiver costs the queue a few receives rather than one every second until the breaker
 * parks it. Jittered, so put-back deliveries do not come back together.
 */
const busyDelaySeconds = (putBacks: number, slow: boolean) => (slow ? Math.min(60, 2 ** putBacks) : 1) * (1 + Math.random() * 2);

/** A lease held longer than this means slow receivers. */
const SLOW_HOLD_MS = 1000;

/** Puts the message on the put-back queue for `seconds` (a new message: this one is done). */
async function putBack(message: DeliveryMessage, seconds: number): Promise<DispatchOutcome> {
  await putBackDelivery(message, seconds);
  return { kind: 'done' };
}

/** Puts the message back for want of a lease, counting the refusal. */
function putBackBusy(
  message: DeliveryMessage,
  webhook: WebhookRecord,
  leases: { cap: number; item: Record<string, unknown> | undefined }[],
) {
  const putBacks = (message.put_backs ?? 0) + 1;
  const now = Date.now();
  const slow = (webhook.consecutive_failures ?? 0) > 0 || leases.some((l) => oldestHeldMs(l.item, l.cap, holdMs(), now) > SLOW_HOLD_MS);
  return putBack({ ...message, put_backs: putBacks }, busyDelaySeconds(putBacks, slow));
}

/** Done with this message, or the delivery's next attempt is due in `delaySeconds`. */
export type DispatchOutcome = { kind: 'done' } | { kind: 'retry'; delaySeconds: number };

async function load(tenant: TenantScope, m: DeliveryMessage) {
  const keys = {
    webhook: webhookKey(tenant, m.webhook_id),
    delivery: deliveryKey(tenant, m.delivery_id),
    event: eventKey(tenant, m.event_id),
    webhookLease: webhookLeaseKey(tenant, m.webhook_id),
    tenantLease: tenantLeaseKey(tenant),
  };
  const read = await batchGetItems(Object.values(keys));
  return {
    webhook: read(keys.webhook) as WebhookRecord | undefined,
    delivery: read(keys.delivery) as DeliveryRecord | undefined,
    event: read(keys.event) as StoredEvent | undefined,
    leases: [
      { key: keys.webhookLease, cap: config.WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK, item: read(keys.webhookLease) },
      { key: keys.tenantLease, cap: config.WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE, item: read(keys.tenantLease) },
    ],
  };
}

/** Signs and POSTs the event body; the timestamp is taken at signing. */
function send(webhook: WebhookRecord, secret: string, event: StoredEvent, allowLoopback: boolean): Promise<PostResult> {
  const body = JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, data: event.data });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Webhook-ID': event.id,
    'X-Service-Webhook-Type': event.type,
    'X-Service-Webhook-Timestamp': String(timestamp),
    // Beyond the contract's headers: the event's per-resource sequence, so receivers can order.
    'X-Service-Webhook-Sequence': String(event.sequence),
    'X-Service-Webhook-Signature': signWebhook(secret, timestamp, body),
  };
  return postWebhook(new URL(webhook.url), body, headers, {
    timeoutMs: config.WEBHOOK_RESPONSE_TIMEOUT_MS,
    connectTimeoutMs: config.WEBHOOK_CONNECT_TIMEOUT_MS,
    allowLoopback,
    extraPorts: config.WEBHOOK_EXTRA_PORTS,
  });
}

export async function dispatch(message: DeliveryMessage): Promise<DispatchOutcome> {
  // Paced further ahead than one message delay reaches: it waits on for its admission slot.
  const untilAdmitted = (message.admit_at ?? 0) - Date.now() / 1000;
  if (untilAdmitted > 0) return putBack(message, untilAdmitted);
  const tenant: TenantScope = { workspaceId: message.workspace_id, environment: message.environment };
  const { webhook, delivery, event, leases } = await load(tenant, message);
  // A stale or duplicate message: the delivery moved on without it.
  if (delivery?.status !== 'pending' || delivery.dispatch_token !== message.dispatch_token) return { kind: 'done' };
  // Back before the attempt is due: its wait was longer than one receive could hide it.
  const early = secondsUntilDue(delivery.next_retry_at, new Date());
  if (early > 0) return { kind: 'retry', delaySeconds: early };
  if (webhook?.status !== 'active') {
    await cancelPendingDelivery(tenant, delivery, webhook ? 'webhook disabled' : 'webhook deleted');
    return { kind: 'done' };
  }
  if (!event) {
    await cancelPendingDelivery(tenant, delivery, 'event no longer kept');
    return { kind: 'done' };
  }
  // The circuit breaker: nothing goes out while parked; when the park ends, one delivery probes.
  let probe = false;
  if (isParked(webhook)) {
    const waitSeconds = (Date.parse(webhook.parked_until!) - Date.now()) / 1000;
    if (waitSeconds > 0) return putBack(message, waitSeconds + Math.random() * 2);
    probe = await claimProbe(tenant, webhook, new Date(), holdMs());
    if (!probe) return putBackBusy(message, webhook, leases);
  }
  const lease = await takeLease(leases, newId(), holdMs());
  if (!lease) return putBackBusy(message, webhook, leases);
  try {
    return await attemptDelivery(tenant, message, webhook, delivery, event, probe);
  } finally {
    await releaseLease(lease);
  }
}

/** One attempt under a lease: sign, POST, record, and what next. */
async function attemptDelivery(
  tenant: TenantScope,
  message: DeliveryMessage,
  webhook: WebhookRecord,
  delivery: DeliveryRecord,
  event: StoredEvent,
  probe: boolean,
): Promise<DispatchOutcome> {
  const allowLoopback = tenant.environment === 'sandbox' && config.WEBHOOK_ALLOW_LOCALHOST;
  const opened = await signingSecretOf(tenant, webhook).catch((error: unknown) => {
    if (error instanceof UnopenableError) return null;
    throw error;
  });
  if (!opened) {
    // Nothing can sign for this webhook until its secret is rotated: give the delivery up.
    log.error('signing secret does not open; delivery canceled', { webhook_id: webhook.id, delivery_id: delivery.id });
    await cancelPendingDelivery(tenant, delivery, 'signing secret cannot be opened; rotate it');
    return { kind: 'done' };
  }
  const { secret, legacy } = opened;
  // A secret stored before secrets were sealed is sealed now, on its webhook's next delivery.
  if (legacy) await sealStoredSecret(tenant, webhook.id, secret, await sealSigningSecret(tenant, webhook.id, secret));
  const result = await send(webhook, secret, event, allowLoopback);
  const now = new Date();
  const number = delivery.attempts + 1;
  const delay = result.error === null ? null : retryDelaySeconds(number);
  const disabled = result.error !== null && (await noteFailure(tenant, webhook, now, probe));
  // A destination the policy refuses stays refused: no retry asks again.
  const retrying = delay !== null && !result.refused && !disabled && number < maxAttempts();
  const attempt: AttemptRecord = {
    id: newId(now),
    delivery_id: delivery.id,
    webhook_id: webhook.id,
    event_id: event.id,
    event_type: event.type,
    attempt: number,
    http_status: result.status,
    duration_ms: result.durationMs,
    error: result.error,
    outcome: result.error === null ? 'succeeded' : retrying ? 'retrying' : 'failed',
    next_retry_at: retrying ? new Date(now.getTime() + delay * 1000).toISOString() : null,
    created_at: now.toISOString(),
  };
  const status = attempt.outcome === 'succeeded' ? 'succeeded' : retrying ? 'pending' : 'failed';
  if (!(await recordAttempt(tenant, delivery, attempt, status, now))) return { kind: 'done' };
  if (attempt.outcome === 'succeeded') await noteSuccess(tenant, webhook, now);
  if (attempt.outcome === 'failed') await sendToDeadLetter(message, result.error ?? 'failed');
  return retrying ? { kind: 'retry', delaySeconds: delay } : { kind: 'done' };
}
