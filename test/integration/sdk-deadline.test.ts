/**
 * The service's DynamoDB and SQS clients against DynamoDB Local and the SQS emulator behind a
 * proxy that loses answers (shared/aws/request-handler.ts):
 * - a call DynamoDB never answers is abandoned at the deadline and retried, and when every
 *   attempt is lost the caller gets the envelope's 503 `service_unavailable`, not a hang;
 * - every attempt, backoff included, fits in an API function's 10 s at the longest deadline;
 * - a transaction DynamoDB applied but whose answer was lost succeeds on the SDK's retry (the
 *   SDK's client token); a single conditional write in the same case fails its own condition,
 *   the residual case the module's comment describes;
 * - an SQS send that is never answered is retried on a fresh connection and lands once.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CreateQueueCommand, DeleteQueueCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { MAX_REQUEST_TIMEOUT_MS } from '#shared/aws/request-handler.ts';
import { createDocumentClient } from '#shared/db/client.ts';
import { createSqsClient } from '#shared/queue/client.ts';
import { statusOf, toApiError } from '#shared/http/error-mapper.ts';
import { startStallingProxy, type StallingProxy } from '../support/stalling-proxy.ts';

const stack = inject('stack');
const DEADLINE_MS = 300;

const target = (operation: string) => (req: IncomingMessage) => req.headers['x-amz-target'] === `DynamoDB_20120810.${operation}`;
const sqsTarget = (operation: string) => (req: IncomingMessage) => req.headers['x-amz-target'] === `AmazonSQS.${operation}`;

let proxy: StallingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

/** A conditional create of a fresh item: it fails if the item already exists. */
const createOnce = (pk: string) => ({
  TableName: stack.tableName,
  Item: { pk, sk: 'SDK_DEADLINE_TEST' },
  ConditionExpression: 'attribute_not_exists(pk)',
});

/** Reads DynamoDB Local directly, not through the proxy. */
const reader = createDocumentClient({ region: stack.region, endpoint: stack.dynamodbEndpoint, requestTimeoutMs: 2_000 });

async function exists(pk: string): Promise<boolean> {
  const { Item } = await reader.send(new GetCommand({ TableName: stack.tableName, Key: { pk, sk: 'SDK_DEADLINE_TEST' } }));
  return Item !== undefined;
}

describe('SDK deadlines (the service DynamoDB and SQS clients)', () => {
  it('abandons an unanswered call at the deadline, retries it, and succeeds on the next attempt', async () => {
    proxy = await startStallingProxy(stack.dynamodbEndpoint, target('GetItem'));
    const db = createDocumentClient({ region: stack.region, endpoint: proxy.url, requestTimeoutMs: DEADLINE_MS });
    const started = performance.now();
    const out = await db.send(new GetCommand({ TableName: stack.tableName, Key: { pk: `sdk-${randomUUID()}`, sk: 'none' } }));
    expect(out.$metadata.attempts).toBe(2);
    expect(proxy.stalled).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
  });

  it('answers 503 service_unavailable once every attempt has met the deadline', async () => {
    proxy = await startStallingProxy(stack.dynamodbEndpoint, target('GetItem'), { times: 10 });
    const db = createDocumentClient({ region: stack.region, endpoint: proxy.url, requestTimeoutMs: DEADLINE_MS });
    const failure = await db.send(new GetCommand({ TableName: stack.tableName, Key: { pk: 'x', sk: 'y' } })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(proxy.stalled).toBe(await db.config.maxAttempts());
    const apiError = toApiError(failure);
    expect(apiError.code).toBe('service_unavailable');
    expect(statusOf(apiError)).toBe(503);
  });

  it('fits every attempt and its backoff in 10 s at the longest deadline', async () => {
    const db = createDocumentClient({ region: stack.region, endpoint: stack.dynamodbEndpoint, requestTimeoutMs: MAX_REQUEST_TIMEOUT_MS });
    const attempts = await db.config.maxAttempts();
    expect(attempts).toBe(4); // the SDK's 2026 default for DynamoDB; the bound below assumes it
    const longestBackoffMs = [50, 100, 200].slice(0, attempts - 1).reduce((a, b) => a + b, 0);
    expect(attempts * MAX_REQUEST_TIMEOUT_MS + longestBackoffMs).toBeLessThan(10_000);
  });

  it('a transaction applied on an attempt whose answer was lost succeeds on the retry (client token)', async () => {
    proxy = await startStallingProxy(stack.dynamodbEndpoint, target('TransactWriteItems'), { applyStalled: true });
    const db = createDocumentClient({ region: stack.region, endpoint: proxy.url, requestTimeoutMs: DEADLINE_MS });
    const pk = `sdk-${randomUUID()}`;
    const out = await db.send(new TransactWriteCommand({ TransactItems: [{ Put: createOnce(pk) }] }));
    expect(out.$metadata.attempts).toBe(2);
    expect(proxy.stalled).toBe(1);
    expect(await exists(pk)).toBe(true);
  });

  it('a single conditional write in the same case fails its own condition on the retry', async () => {
    proxy = await startStallingProxy(stack.dynamodbEndpoint, target('PutItem'), { applyStalled: true });
    const db = createDocumentClient({ region: stack.region, endpoint: proxy.url, requestTimeoutMs: DEADLINE_MS });
    const pk = `sdk-${randomUUID()}`;
    await expect(db.send(new PutCommand(createOnce(pk)))).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(proxy.stalled).toBe(1);
    expect(await exists(pk)).toBe(true);
  });

  it('retries an SQS send that was never answered, and the message lands once', async () => {
    const direct = createSqsClient({ region: stack.region, endpoint: stack.sqsEndpoint, requestTimeoutMs: 2_000 });
    const { QueueUrl } = await direct.send(new CreateQueueCommand({ QueueName: `sdk-deadline-${randomUUID()}` }));
    try {
      proxy = await startStallingProxy(stack.sqsEndpoint, sqsTarget('SendMessage'));
      const sqs = createSqsClient({ region: stack.region, endpoint: proxy.url, requestTimeoutMs: DEADLINE_MS });
      const out = await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'once' }));
      expect(out.$metadata.attempts).toBe(2);
      expect(proxy.stalled).toBe(1);
      const { Messages = [] } = await direct.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
      expect(Messages.map((m) => m.Body)).toEqual(['once']);
    } finally {
      await direct.send(new DeleteQueueCommand({ QueueUrl }));
    }
  });
});
