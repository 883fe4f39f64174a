/**
 * A retry wait longer than one receive may hide its message, end to end against the SQS
 * emulator: the real dispatcher runs in this worker on a queue of its own (the delivery queue's
 * settings), polled as Lambda would, with the schedule 1, 1, 4 s and each receive capped at 2 s.
 * The emulator does not hold a message's visibility to a limit counted from its receive, as SQS
 * does with 12 hours, so this test does, scaled down: the dispatcher's SQS client refuses a
 * visibility change beyond LIMIT_SECONDS from the receive, as SQS would. Shared modules are
 * imported after the environment is set (configuration is read at import).
 */
import { SendMessageCommand, type ChangeMessageVisibilityCommandInput, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startQueuePoller, type QueuePoller } from '#infra/local/queue-poller.ts';
import { ensureQueue, localSqsClient } from '#infra/local/sqs-local.ts';
import { queues } from '#shared/queues.ts';

const CAP_SECONDS = 2;
/** SQS's limit scaled down: the cap and a margin, as 12 hours are to the default cap. */
const LIMIT_SECONDS = CAP_SECONDS + 0.5;
/** How late an attempt may be: SQS counts visibility in whole seconds, and the poll and send take a moment. */
const LATE_MS = 2000;

const stack = inject('stack');
const sqs = localSqsClient(stack.sqsEndpoint, stack.region);
const def = queues.find((q) => q.id === 'webhook-deliveries')!;

const receivedAt = new Map<string, number>();
const receives: { at: number; count: number }[] = [];
const changes: { visibility: number; fromReceive: number }[] = [];
let queueUrl: string;
let poller: QueuePoller | undefined;
let helpers: typeof import('../support/api.ts');
let seedDelivery: typeof import('#shared/fixtures/seed-deliveries.ts').seedDelivery;
let receiver: import('../support/receiver.ts').Receiver | undefined;

/** Refuses, as SQS does, a visibility that would end more than LIMIT_SECONDS after the receive. */
function enforceLimit(client: SQSClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ChangeMessageVisibilityCommand') {
        const input = args.input as ChangeMessageVisibilityCommandInput;
        const visibility = input.VisibilityTimeout ?? 0;
        const fromReceive = (Date.now() - (receivedAt.get(input.ReceiptHandle ?? '') ?? 0)) / 1000 + visibility;
        changes.push({ visibility, fromReceive });
        if (fromReceive > LIMIT_SECONDS) throw new Error('Total VisibilityTimeout for the message is beyond the limit');
      }
      return next(args);
    },
    { step: 'initialize', name: 'scaledVisibilityLimit' },
  );
}

beforeAll(async () => {
  const id = `long-wait-${crypto.randomUUID().slice(0, 8)}`;
  const dlq = await ensureQueue(sqs, `${id}-dlq`, {});
  const queue = await ensureQueue(sqs, id, {
    VisibilityTimeout: String(def.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: def.maxReceiveCount }),
  });
  queueUrl = queue.url;
  Object.assign(process.env, {
    WEBHOOK_QUEUE_URL: queue.url,
    WEBHOOK_DLQ_URL: dlq.url,
    WEBHOOK_RETRY_SCHEDULE: '1,1,4',
    WEBHOOK_MAX_VISIBILITY_SECONDS: String(CAP_SECONDS),
  });
  const { handler } = await import('#functions/queue/webhook-dispatcher.ts');
  enforceLimit((await import('#shared/queue/client.ts')).sqs);
  helpers = await import('../support/api.ts');
  seedDelivery = (await import('#shared/fixtures/seed-deliveries.ts')).seedDelivery;
  receiver = await (await import('../support/receiver.ts')).startReceiver();
  poller = await startQueuePoller({
    queueUrl: queue.url,
    sqs,
    region: stack.region,
    batchSize: def.batchSize,
    visibilityTimeoutSeconds: def.visibilityTimeoutSeconds,
    timeoutMs: def.consumerTimeoutSeconds * 1000,
    waitTimeSeconds: 1,
    log: () => undefined,
    handler: (event: SQSEvent) => {
      for (const r of event.Records) {
        receivedAt.set(r.receiptHandle, Date.now());
        receives.push({ at: Date.now(), count: Number(r.attributes.ApproximateReceiveCount) });
      }
      return handler(event);
    },
  });
});

afterAll(async () => {
  await poller?.stop();
  await receiver?.close();
  sqs.destroy();
});

type Attempt = { attempt: number; outcome: string; next_retry_at: string | null; created_at: string };

describe('a retry wait longer than one receive', () => {
  it('is carried over receives, each within the limit, and the attempt goes out when next_retry_at says', async () => {
    receiver!.answerWith({ status: 500 });
    const ws = await helpers.newWorkspace();
    // Subscribed to a type never emitted here, so the stack's own fan-out and dispatcher leave it alone.
    const created = await helpers.api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'w', url: receiver!.url, event_types: ['transfer.failed'] },
    });
    const message = await seedDelivery({ workspaceId: ws.workspaceId, environment: 'sandbox' }, created.body.data.webhook.id);
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    const posts = (await receiver!.waitFor(4, 30_000)).map((r) => r.receivedAt);

    // The dispatcher records an attempt once the receiver has answered: the last may follow its POST by a moment.
    const list = async () =>
      (await helpers.api('GET', `/v1/webhooks/${created.body.data.webhook.id}/deliveries`, { token: ws.token })).body.data
        .items as Attempt[];
    let listed = await list();
    for (const deadline = Date.now() + 10_000; listed.length < 4 && Date.now() < deadline; listed = await list()) {
      await new Promise((r) => setTimeout(r, 150));
    }
    const attempts = [...listed].sort((a, b) => a.attempt - b.attempt);
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'retrying'],
      [2, 'retrying'],
      [3, 'retrying'],
      [4, 'failed'],
    ]);
    for (const [i, attempt] of attempts.slice(0, 3).entries()) {
      const late = posts[i + 1]! - Date.parse(attempt.next_retry_at!);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(LATE_MS);
    }
    // The last wait (4 s ± 20 %) is longer than one receive may hide the message: it took more than one.
    const longWait = (Date.parse(attempts[2]!.next_retry_at!) - Date.parse(attempts[2]!.created_at)) / 1000;
    expect(longWait).toBeGreaterThan(CAP_SECONDS);
    const during = receives.filter((r) => r.at > posts[2]! && r.at <= posts[3]!);
    expect(during.length).toBeGreaterThanOrEqual(Math.ceil(longWait / CAP_SECONDS));
    expect(Math.max(...receives.map((r) => r.count))).toBeLessThanOrEqual(def.maxReceiveCount);
    // No visibility change was beyond what its receive allowed (none refused).
    expect(changes.length).toBeGreaterThan(3);
    for (const c of changes) {
      expect(c.visibility).toBeLessThanOrEqual(CAP_SECONDS);
      expect(c.fromReceive).toBeLessThanOrEqual(LIMIT_SECONDS);
    }
  }, 40_000);
});
