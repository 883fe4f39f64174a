/**
 * Delivery messages on the webhook queue: one per delivery attempt series, naming the delivery
 * and the dispatch token it was enqueued with (a message whose token no longer matches the
 * delivery's is stale and dropped, so a resend cannot race an old message).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import * as config from '#shared/config.ts';
import { sqs } from '#shared/queue/client.ts';
import { sendMessages } from '#shared/queue/producer.ts';
import { countAdmissions } from '#shared/db/delivery-admissions.ts';
import { environmentSchema } from '#shared/schemas/common.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const deliveryMessageSchema = /* @__PURE__ */ droppable(() =>
  z.object({
    v: z.literal(1),
    workspace_id: z.string(),
    environment: environmentSchema,
    webhook_id: z.string(),
    delivery_id: z.string(),
    event_id: z.string(),
    dispatch_token: z.string(),
    /** Times the dispatcher put this delivery back for want of a lease (its wait grows with each). */
    put_backs: z.optional(z.number().check(z.int(), z.nonnegative())),
    /**
     * Epoch second before which the delivery is not attempted: its admission slot, when that was
     * further away than one message delay can reach (`admitDeliveries`).
     */
    admit_at: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
);
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

/**
 * Enqueues messages, after `delaySeconds` if given (at most 900, SQS's longest delay); throws if
 * any is not accepted. Each message's group is its workspace and environment, so on the fair
 * queue one tenant's backlog does not hold back another's deliveries (docs/webhooks.md).
 */
export async function enqueueDeliveries(messages: DeliveryMessage[], delaySeconds?: number): Promise<void> {
  await sendMessages(
    { url: config.WEBHOOK_QUEUE_URL, urlEnv: 'WEBHOOK_QUEUE_URL', noun: 'delivery messages' },
    messages.map((body) => grouped(body, delaySeconds)),
  );
}

/** A delivery to send after `delaySeconds`. */
export interface DelayedDelivery {
  message: DeliveryMessage;
  delaySeconds: number;
}

/**
 * Puts deliveries that cannot be attempted now (no lease free, their webhook parked, or past their
 * tenant's admissions of this second) on the put-back queue, each to come back after its delay (at
 * most 900 s): off the delivery queue, so a tenant's waiting deliveries never stand in front of
 * another tenant's there (docs/webhooks.md).
 */
export async function putBackDeliveries(deliveries: readonly DelayedDelivery[]): Promise<void> {
  await sendMessages(
    { url: config.WEBHOOK_PUT_BACK_QUEUE_URL, urlEnv: 'WEBHOOK_PUT_BACK_QUEUE_URL', noun: 'put-back delivery messages' },
    deliveries.map((d) => grouped(d.message, d.delaySeconds)),
  );
}

/** Puts one delivery back for `delaySeconds` (`putBackDeliveries`). */
export async function putBackDelivery(message: DeliveryMessage, delaySeconds: number): Promise<void> {
  await putBackDeliveries([{ message, delaySeconds }]);
}

function grouped(body: DeliveryMessage, delaySeconds: number | undefined) {
  return {
    body,
    groupId: `${body.workspace_id}#${body.environment}`,
    ...(delaySeconds === undefined ? {} : { delaySeconds: Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds))) }),
  };
}

/** Where `admitDeliveries` sent a batch's deliveries. */
export interface AdmissionPlan {
  /** On the delivery queue at once: within their tenant's admissions of this second. */
  admitted: DeliveryMessage[];
  /** On the put-back queue, each after the seconds until its slot. */
  paced: DelayedDelivery[];
}

/**
 * When the delivery at `place` among its tenant's admissions of the clock second `second` goes
 * out: after `floor(place / perSecond)` seconds, or after SQS's longest delay with the second of
 * its slot (`admitAt`) to wait on for when that is further away.
 */
export function admissionSlot(place: number, perSecond: number, second: number): { delaySeconds: number; admitAt?: number } {
  const slot = Math.floor(place / perSecond);
  return slot <= MAX_DELAY_SECONDS ? { delaySeconds: slot } : { delaySeconds: MAX_DELAY_SECONDS, admitAt: second + slot };
}

/**
 * Admission pacing (docs/webhooks.md, Fair delivery): puts new deliveries on the delivery queue at
 * most `perSecond` per workspace and environment in one clock second, counted across every
 * fan-out with one `ADD` per tenant in the batch (shared/db/delivery-admissions.ts). The rest of a
 * tenant's burst goes to the put-back queue, the delivery at place `p` of the second after
 * `floor(p / perSecond)` seconds, so it comes back at the pace it was admitted at and the delivery
 * queue never holds more than about a second of one tenant's new deliveries in front of another's.
 * A slot beyond SQS's longest delay (900 s) is written on the message (`admit_at`): it waits the
 * 900 s, and the dispatcher puts it back until its slot (`dispatch.ts`), counted once.
 */
export async function admitDeliveries(
  messages: readonly DeliveryMessage[],
  perSecond = config.WEBHOOK_ADMISSIONS_PER_SECOND,
  nowMs = Date.now(),
): Promise<AdmissionPlan> {
  const second = Math.floor(nowMs / 1000);
  const byTenant = new Map<string, DeliveryMessage[]>();
  for (const m of messages) {
    const group = `${m.workspace_id}#${m.environment}`;
    const ofTenant = byTenant.get(group);
    if (ofTenant) ofTenant.push(m);
    else byTenant.set(group, [m]);
  }
  const plan: AdmissionPlan = { admitted: [], paced: [] };
  await Promise.all(
    [...byTenant.values()].map(async (group) => {
      const tenant = { workspaceId: group[0]!.workspace_id, environment: group[0]!.environment };
      const first = await countAdmissions(tenant, second, group.length);
      group.forEach((message, i) => {
        const slot = admissionSlot(first + i, perSecond, second);
        if (slot.delaySeconds === 0) plan.admitted.push(message);
        else
          plan.paced.push({
            message: slot.admitAt === undefined ? message : { ...message, admit_at: slot.admitAt },
            delaySeconds: slot.delaySeconds,
          });
      });
    }),
  );
  await Promise.all([enqueueDeliveries(plan.admitted), putBackDeliveries(plan.paced)]);
  return plan;
}

/** SQS's longest message delay. */
export const MAX_DELAY_SECONDS = 900;

/** Moves a finally failed delivery's message to the dead-letter queue, with why. */
export async function sendToDeadLetter(message: DeliveryMessage, reason: string): Promise<void> {
  if (!config.WEBHOOK_DLQ_URL) throw new Error('WEBHOOK_DLQ_URL is not configured for this function.');
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: config.WEBHOOK_DLQ_URL,
      MessageBody: JSON.stringify({ ...message, failure: reason }),
    }),
  );
}
