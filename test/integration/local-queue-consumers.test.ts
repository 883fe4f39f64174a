/**
 * The local stack's wiring of SQS consumers (`startLocalConsumers`, as `startLocalStack` calls
 * it for every queue of shared/queues.ts with a `consumer`), with a fixture consumer on a
 * dedicated queue: the entry is loaded and run with its function name, and a visibility the
 * consumer sets on a message it reports as failed is kept (the poller does not reset it).
 */
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { QueueDef } from '#shared/queues.ts';
import { startLocalConsumers } from '#infra/local/consumers.ts';
import { ensureQueue, localSqsClient } from '#infra/local/sqs-local.ts';
import { receives, RETRY_AFTER_SECONDS } from '../support/fixtures/visibility-consumer.ts';

const stack = inject('stack');
const sqs = localSqsClient(stack.sqsEndpoint, stack.region);
afterAll(() => sqs.destroy());

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('local queue consumers', () => {
  it('runs a queue consumer entry and keeps the visibility it set on a failed message', async () => {
    const id = `consumer-test-${crypto.randomUUID().slice(0, 8)}`;
    const def: QueueDef = {
      // A fixture queue outside the queue table.
      id: id as QueueDef['id'],
      urlEnv: 'FIXTURE_QUEUE_URL',
      consumer: 'test/support/fixtures/visibility-consumer.ts',
      batchSize: 10,
      // Shorter than the consumer's 2 s: a poller that reset visibility would show it at once.
      visibilityTimeoutSeconds: 1,
      consumerTimeoutSeconds: 5,
      maxReceiveCount: 5,
      maxConcurrency: 2,
      consumerUses: {},
    };
    const dlq = await ensureQueue(sqs, `${id}-dlq`, {});
    const queue = await ensureQueue(sqs, id, {
      VisibilityTimeout: '1',
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: def.maxReceiveCount }),
    });
    const stop = await startLocalConsumers({
      queues: [{ def, url: queue.url, arn: queue.arn, dlqUrl: dlq.url }],
      streamConsumers: [],
      sqs,
      dynamodbEndpoint: stack.dynamodbEndpoint,
      streamArn: '',
      region: stack.region,
      functionPrefix: 'wiring-test',
      quiet: true,
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'retry-me' }));
    await until(() => receives.length >= 2);
    await stop();
    const [first, second] = receives;
    expect(receives.map((r) => [r.body, r.receiveCount, r.functionName])).toEqual([
      ['retry-me', '1', `wiring-test-${id}-consumer`],
      ['retry-me', '2', `wiring-test-${id}-consumer`],
    ]);
    const gap = second!.at - first!.at;
    console.log(`[queue-consumers] failed message came back after ${gap} ms (consumer set ${RETRY_AFTER_SECONDS} s, queue 1 s)`);
    expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 100);
    expect(gap).toBeLessThan(RETRY_AFTER_SECONDS * 1000 + 3000);
    const attributes = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queue.url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    expect(attributes.Attributes).toMatchObject({ ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' });
  });
});
