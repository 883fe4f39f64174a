/**
 * Webhook signing secrets at rest: the table never holds one in clear, deliveries are still
 * signed with the secret the API returned, and a webhook stored before secrets were sealed keeps
 * working and is sealed on its next delivery.
 */
import { createHmac } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { webhookKey } from '#shared/db/webhooks.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

let receiver: Receiver;
let ws: TestWorkspace;
beforeAll(async () => {
  receiver = await startReceiver();
  ws = await newWorkspace();
});
afterAll(() => receiver.close());

const tenant = () => ({ workspaceId: ws.workspaceId, environment: 'sandbox' as const });
const stored = async (id: string) => (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: webhookKey(tenant(), id) }))).Item!;

async function deliveredSignature(webhookId: string, secret: string): Promise<void> {
  const before = receiver.received.length;
  const sent = await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token });
  expect(sent.status).toBe(202);
  await receiver.waitFor(before + 1);
  const got = receiver.received.slice(before).find((r) => r.body.id === sent.body.data.event.id)!;
  const timestamp = got.headers['x-service-webhook-timestamp'];
  expect(got.headers['x-service-webhook-signature']).toBe(
    'v1=' + createHmac('sha256', secret).update(`${timestamp}.${got.rawBody}`).digest('hex'),
  );
}

describe('signing secrets at rest', () => {
  it('stores a new secret sealed, never in clear, and signs with it', async () => {
    const created = await api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'sealed', url: `${receiver.url}/sealed`, event_types: ['*'] },
    });
    expect(created.status).toBe(201);
    const { webhook, signing_secret: secret } = created.body.data;
    const item = await stored(webhook.id);
    expect(item.signing_secret).toBeUndefined();
    expect(item.signing_secret_sealed).toMatchObject({ v: 1, key: expect.any(String), iv: expect.any(String), ct: expect.any(String) });
    expect(JSON.stringify(item)).not.toContain(secret);
    await deliveredSignature(webhook.id, secret);
  });

  it('seals a rotated secret too, and signs with the new one', async () => {
    const created = (
      await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'rotated', url: `${receiver.url}/rotated`, event_types: ['*'] } })
    ).body.data;
    const rotated = await api('POST', `/v1/webhooks/${created.webhook.id}/rotate-secret`, { token: ws.token });
    const secret = rotated.body.data.signing_secret;
    const item = await stored(created.webhook.id);
    expect(item.signing_secret).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain(secret);
    await deliveredSignature(created.webhook.id, secret);
  });

  it('keeps a secret stored in clear working, and seals it on its next delivery', async () => {
    const created = (
      await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'legacy', url: `${receiver.url}/legacy`, event_types: ['*'] } })
    ).body.data;
    // A webhook as it was stored before secrets were sealed.
    const legacy = `whsec_${'L'.repeat(43)}`;
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: webhookKey(tenant(), created.webhook.id),
        UpdateExpression: 'SET signing_secret = :clear REMOVE signing_secret_sealed',
        ExpressionAttributeValues: { ':clear': legacy },
      }),
    );
    await deliveredSignature(created.webhook.id, legacy);
    const item = await stored(created.webhook.id);
    expect(item.signing_secret).toBeUndefined();
    expect(item.signing_secret_sealed).toMatchObject({ v: 1 });
    await deliveredSignature(created.webhook.id, legacy);
  });

  it('does not open a sealed secret copied onto another webhook', async () => {
    const a = (await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'a', url: `${receiver.url}/a`, event_types: ['*'] } }))
      .body.data;
    const b = (await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'b', url: `${receiver.url}/b`, event_types: ['*'] } }))
      .body.data;
    const sealedA = (await stored(a.webhook.id)).signing_secret_sealed;
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: webhookKey(tenant(), b.webhook.id),
        UpdateExpression: 'SET signing_secret_sealed = :s',
        ExpressionAttributeValues: { ':s': sealedA },
      }),
    );
    const sent = await api('POST', `/v1/webhooks/${b.webhook.id}/test`, { token: ws.token });
    expect(sent.status).toBe(202);
    await new Promise((r) => setTimeout(r, 3000));
    expect(receiver.received.filter((r) => r.body.id === sent.body.data.event.id)).toEqual([]);
  });
});
