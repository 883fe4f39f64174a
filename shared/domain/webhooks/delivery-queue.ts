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
    grouped(messages, delaySeconds),
  );
}

/**
 * Puts a delivery that cannot be attempted now (no lease free, or its webhook parked) on the
 * put-back queue, to come back after `delaySeconds` (at most 900): off the delivery queue, so a
 * tenant's refused deliveries never wait in front of another tenant's (docs/webhooks.md).
 */
export async function putBackDelivery(message: DeliveryMessage, delaySeconds: number): Promise<void> {
  await sendMessages(
    { url: config.WEBHOOK_PUT_BACK_QUEUE_URL, urlEnv: 'WEBHOOK_PUT_BACK_QUEUE_URL', noun: 'put-back delivery messages' },
    grouped([message], delaySeconds),
  );
}

function grouped(messages: DeliveryMessage[], delaySeconds: number | undefined) {
  return messages.map((body) => ({
    body,
    groupId: `${body.workspace_id}#${body.environment}`,
    ...(delaySeconds === undefined ? {} : { delaySeconds: Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds))) }),
  }));
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
