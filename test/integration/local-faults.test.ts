/**
 * Fault injection in the local stack: over HTTP on the running stack (`/__local/faults`, scoped
 * to this file's requests so parallel files are unaffected), and the workers' SDK plugin itself
 * on clients in this process, answered by the host's own call handler.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ThrottlingException } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { addFault, clearFaults as clearLocal } from '#infra/local/faults.ts';
import { createAwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import { localAws } from '#infra/local/functions/local-aws.ts';
import { hostPlugin } from '#infra/local/functions/sdk-plugin.ts';
import { localSqsClient } from '#infra/local/sqs-local.ts';
import { api } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault } from '../support/faults.ts';

const stack = inject('stack');

describe('fault injection over HTTP (local gateway)', () => {
  const scope = `faults-test-${crypto.randomUUID()}`;
  afterAll(() => clearFaults(scope));

  it('fails one DynamoDB GetItem with throttling: 503 service_unavailable, then recovers', async () => {
    await injectFault({ service: 'dynamodb', command: 'GetItem', times: 1, error: 'throttling', scope });
    // A request outside the scope is not affected, and does not use the fault up.
    const other = await api('GET', '/v1/workspace/networks', { token: stack.seedToken });
    expect(other.status).toBe(200);
    const failed = await api('GET', '/v1/workspace/networks', { token: stack.seedToken, headers: faultHeaders(scope) });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ data: null, error: { code: 'service_unavailable' } });
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    const next = await api('GET', '/v1/workspace/networks', { token: stack.seedToken, headers: faultHeaders(scope) });
    expect(next.status).toBe(200);
  });

  it('refuses a malformed fault and clears pending ones', async () => {
    const bad = await fetch(new URL('/__local/faults', stack.apiUrl), {
      method: 'POST',
      body: JSON.stringify({ service: 'kinesis', command: 'PutRecord', error: 'throttling' }),
    });
    expect(bad.status).toBe(400);
    await injectFault({ service: 'sqs', command: 'SendMessageBatch', times: 3, error: 'internal', scope });
    expect(await clearFaults(scope)).toBe(1);
    expect(await clearFaults(scope)).toBe(0);
  });
});

describe("the workers' SDK plugin (in process)", () => {
  afterAll(() => void clearLocal());
  const answer = localAws({ tableName: TABLE_NAME, queues: [], secrets: [], kmsKeys: [] }, createAwsCallLog());
  const plugin = hostPlugin(
    async (call) => answer('test', { type: 'sdk-call', id: 0, ...call }),
    () => undefined,
  );

  it('matches DocumentClient commands by their API action and bypasses SDK retries', async () => {
    db.middlewareStack.use(plugin);
    addFault({ service: 'dynamodb', command: 'GetItem', times: 1, error: 'throttling' });
    const get = () => db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: 'nope', sk: 'nope' } }));
    const error = await get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThrottlingException);
    expect((error as ThrottlingException).$metadata.attempts).toBe(1);
    expect((await get()).$metadata.httpStatusCode).toBe(200);
  });

  it('fails SQS calls with the errors the SDK would raise', async () => {
    const sqs = localSqsClient(stack.sqsEndpoint, stack.region);
    sqs.middlewareStack.use(plugin);
    addFault({ service: 'sqs', command: 'SendMessage', times: 2, error: 'network' });
    const send = () =>
      sqs.send(new SendMessageCommand({ QueueUrl: stack.queueUrls['webhook-deliveries-dlq'], MessageBody: 'x' })).catch((e: unknown) => e);
    expect(await send()).toMatchObject({ code: 'ECONNRESET' });
    expect(await send()).toMatchObject({ code: 'ECONNRESET' });
    addFault({ service: 'sqs', command: 'SendMessageCommand', times: 1, error: 'throttling' });
    expect(await send()).toMatchObject({ name: 'RequestThrottled', $retryable: { throttling: true } });
    expect(await send()).toMatchObject({ MessageId: expect.any(String) });
    sqs.destroy();
  });
});
