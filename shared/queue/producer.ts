/**
 * The one way to put messages on a queue, beside the one consumer factory (`consumer.ts`): JSON
 * bodies sent in batches of ten (SQS's limit), each with its own delay if it has one; throws
 * unless SQS accepted every message, so the caller (a stream consumer, a request) fails and is
 * retried rather than losing one.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#shared/queue/client.ts';

export interface QueueMessage {
  body: unknown;
  /** Seconds SQS holds the message back (0–900). */
  delaySeconds?: number;
  /**
   * The message group on a standard queue (SQS fair queues): SQS hands out messages of groups
   * with a small backlog before those of a group with a large one, so one group's backlog does
   * not delay the others' messages.
   */
  groupId?: string;
}

export interface QueueTarget {
  /** The queue's URL, from the function's environment. */
  url: string | undefined;
  /** The variable it comes from, to name in the error when it is missing. */
  urlEnv: string;
  /** Names the messages in errors ("custody jobs"). */
  noun: string;
}

/** Sends `messages` to the queue in batches of ten; nothing to send needs no queue. */
export async function sendMessages(target: QueueTarget, messages: readonly QueueMessage[]): Promise<void> {
  if (messages.length === 0) return;
  if (!target.url) throw new Error(`${target.urlEnv} is not configured for this function.`);
  for (let i = 0; i < messages.length; i += 10) {
    const chunk = messages.slice(i, i + 10);
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: target.url,
        Entries: chunk.map((message, j) => ({
          Id: String(j),
          MessageBody: JSON.stringify(message.body),
          ...(message.delaySeconds === undefined ? {} : { DelaySeconds: message.delaySeconds }),
          ...(message.groupId === undefined ? {} : { MessageGroupId: message.groupId }),
        })),
      }),
    );
    if (out.Failed && out.Failed.length > 0)
      throw new Error(`SQS refused ${out.Failed.length} ${target.noun}: ${out.Failed[0]?.Code ?? 'unknown'}`);
  }
}
