/**
 * Delivery messages on the webhook queue: one per delivery attempt series, naming the delivery
 * and the dispatch token it was enqueued with (a message whose token no longer matches the
 * delivery's is stale and dropped, so a resend cannot race an old message).
 */
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/queue/client.ts';
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
  }),
);
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

function queueUrl(): string {
  if (!config.WEBHOOK_QUEUE_URL) throw new Error('WEBHOOK_QUEUE_URL is not configured for this function.');
  return config.WEBHOOK_QUEUE_URL;
}

/** Enqueues messages in batches of ten (SQS's limit); throws if any entry is not accepted. */
export async function enqueueDeliveries(messages: DeliveryMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 10) {
    const chunk = messages.slice(i, i + 10);
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl(),
        Entries: chunk.map((message, j) => ({ Id: String(j), MessageBody: JSON.stringify(message) })),
      }),
    );
    if (out.Failed && out.Failed.length > 0) {
      throw new Error(`SQS refused ${out.Failed.length} delivery messages: ${out.Failed[0]?.Code ?? 'unknown'}`);
    }
  }
}

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
