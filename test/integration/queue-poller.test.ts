/**
 * The local queue poller against the test stack's SQS emulator, with fixture consumers on a
 * dedicated queue per test: Lambda's SQS event shape, partial batch responses, retries and
 * the move to the dead-letter queue, whole-batch failure, and a stop that waits.
 */
import { createHash } from 'node:crypto';
import { GetQueueAttributesCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureQueue, localSqsClient } from '#infra/local/sqs-local.ts';
import { startQueuePoller, type QueuePollerOptions } from '#infra/local/queue-poller.ts';

const stack = inject('stack');
const sqs: SQSClient = localSqsClient(stack.sqsEndpoint, stack.region);
afterAll(() => sqs.destroy());

/** A fresh queue and DLQ; VisibilityTimeout 1 s so failed messages come back quickly. */
async function testQueue(maxReceiveCount = 2) {
  const name = `poller-test-${crypto.randomUUID().slice(0, 8)}`;
  const dlq = await ensureQueue(sqs, `${name}-dlq`, {});
  const queue = await ensureQueue(sqs, name, {
    VisibilityTimeout: '1',
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount }),
  });
  return { queue, dlq };
}

async function counts(url: string): Promise<{ visible: number; inFlight: number }> {
  const out = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    visible: Number(out.Attributes?.ApproximateNumberOfMessages),
    inFlight: Number(out.Attributes?.ApproximateNumberOfMessagesNotVisible),
  };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function poll(queueUrl: string, handler: QueuePollerOptions['handler']) {
  return startQueuePoller({
    queueUrl,
    handler,
    sqs,
    region: stack.region,
    batchSize: 10,
    visibilityTimeoutSeconds: 1,
    waitTimeSeconds: 1,
    log: () => undefined,
  });
}

const send = (url: string, body: string) => sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body }));

describe('queue poller', () => {
  it("hands over batches shaped like Lambda's SQS event and deletes what succeeded", async () => {
    const { queue } = await testQueue();
    const events: SQSEvent[] = [];
    const poller = await poll(queue.url, (event) => void events.push(event));
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queue.url,
        MessageBody: '{"hello":"world"}',
        MessageAttributes: {
          kind: { DataType: 'String', StringValue: 'test' },
          count: { DataType: 'Number', StringValue: '3' },
          blob: { DataType: 'Binary', BinaryValue: Buffer.from([1, 2, 3]) },
        },
      }),
    );
    await until(() => events.length > 0);
    await poller.stop();
    const record = events[0]?.Records[0] as SQSRecord;
    expect(Object.keys(record).sort()).toEqual(
      [
        'attributes',
        'awsRegion',
        'body',
        'eventSource',
        'eventSourceARN',
        'md5OfBody',
        'md5OfMessageAttributes',
        'messageAttributes',
        'messageId',
        'receiptHandle',
      ].sort(),
    );
    expect(record).toMatchObject({ body: '{"hello":"world"}', eventSource: 'aws:sqs', eventSourceARN: queue.arn, awsRegion: stack.region });
    expect(record.md5OfBody).toBe(createHash('md5').update('{"hello":"world"}').digest('hex'));
    expect(record.attributes).toMatchObject({ ApproximateReceiveCount: '1', SenderId: expect.any(String) });
    expect(record.attributes.SentTimestamp).toMatch(/^\d{13}$/);
    expect(record.attributes.ApproximateFirstReceiveTimestamp).toMatch(/^\d{13}$/);
    expect(record.messageAttributes).toEqual({
      kind: { stringValue: 'test', stringListValues: [], binaryListValues: [], dataType: 'String' },
      count: { stringValue: '3', stringListValues: [], binaryListValues: [], dataType: 'Number' },
      blob: { binaryValue: Buffer.from([1, 2, 3]).toString('base64'), stringListValues: [], binaryListValues: [], dataType: 'Binary' },
    });
    expect(await counts(queue.url)).toEqual({ visible: 0, inFlight: 0 });
  });

  it('retries the reported failures and moves them to the DLQ after maxReceiveCount', async () => {
    const { queue, dlq } = await testQueue(2);
    const seen: Record<string, string[]> = {};
    const poller = await poll(queue.url, (event) => {
      for (const r of event.Records) (seen[r.body] ??= []).push(r.attributes.ApproximateReceiveCount);
      return { batchItemFailures: event.Records.filter((r) => r.body.startsWith('fail')).map((r) => ({ itemIdentifier: r.messageId })) };
    });
    for (const body of ['ok-1', 'fail-1', 'ok-2', 'fail-2']) await send(queue.url, body);
    await until(async () => (await counts(dlq.url)).visible === 2);
    await poller.stop();
    expect(seen['ok-1']).toEqual(['1']);
    expect(seen['ok-2']).toEqual(['1']);
    expect(seen['fail-1']).toEqual(['1', '2']);
    expect(seen['fail-2']).toEqual(['1', '2']);
    expect(await counts(queue.url)).toEqual({ visible: 0, inFlight: 0 });
  });

  it('leaves the whole batch when the handler throws or names a message not in the batch', async () => {
    const { queue } = await testQueue(5);
    let calls = 0;
    const received: string[] = [];
    const poller = await poll(queue.url, (event) => {
      calls += 1;
      received.push(...event.Records.map((r) => `${r.body}#${r.attributes.ApproximateReceiveCount}`));
      if (calls === 1) throw new Error('consumer crashed');
      if (calls === 2) return { batchItemFailures: [{ itemIdentifier: 'not-a-message-of-this-batch' }] };
      return { batchItemFailures: [] };
    });
    await send(queue.url, 'only');
    await until(async () => calls >= 3 && (await counts(queue.url)).inFlight === 0);
    await poller.stop();
    expect(received).toEqual(['only#1', 'only#2', 'only#3']);
    expect(await counts(queue.url)).toEqual({ visible: 0, inFlight: 0 });
  });

  it('stop() waits for the batch in flight and settles it', async () => {
    const { queue } = await testQueue();
    let started = false;
    let finished = false;
    const poller = await poll(queue.url, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 500));
      finished = true;
    });
    await send(queue.url, 'slow');
    await until(() => started);
    await poller.stop();
    expect(finished).toBe(true);
    expect(await counts(queue.url)).toEqual({ visible: 0, inFlight: 0 });
  });
});
