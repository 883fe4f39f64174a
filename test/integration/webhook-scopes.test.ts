/**
 * A webhook carries only what its configuring key may read (docs/api.md, Webhooks: read scopes per
 * event type). A key with `webhooks:write` alone, which cannot read transfers, ramp payments or
 * events, must not subscribe to them, redirect a webhook that carries them, take its secret or
 * resend its deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { createPayment, offRamp } from '../support/ramp.ts';
import { until } from '../support/wallets.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

async function keyWith(ws: TestWorkspace, scopes: string[]): Promise<string> {
  const res = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: scopes.join(' '), scopes } });
  expect(res.status).toBe(201);
  return res.body.data.token;
}

/** The deliveries' attempts to a webhook, once `n` are recorded. */
async function attemptsOf(ws: TestWorkspace, webhookId: string, n: number) {
  return until(
    async () =>
      (await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: ws.token })).body.data.items as {
        delivery_id: string;
        event_type: string;
      }[],
    (items) => items.length >= n,
    20_000,
  );
}

function expectMissing(res: { status: number; body: any }, missing: string[]) {
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('forbidden');
  expect(res.body.error.details.missing_scopes).toEqual(missing);
}

describe('webhook scopes', () => {
  it('refuses a webhooks:write-only key a webhook for "*" or for ramp events, which it cannot read', async () => {
    const ws = await newWorkspace();
    const hooks = await keyWith(ws, ['webhooks:write']);
    for (const path of ['/v1/transfers', '/v1/ramp/payments', '/v1/events']) {
      expect((await api('GET', path, { token: hooks })).status, path).toBe(403);
    }
    const all = await api('POST', '/v1/webhooks', { token: hooks, body: { name: 'all', url: receiver.url, event_types: ['*'] } });
    expectMissing(all, ['ramp:read', 'transfers:read', 'wallets:read', 'workspace:read']);
    const ramp = await api('POST', '/v1/webhooks', {
      token: hooks,
      body: { name: 'ramp', url: receiver.url, event_types: ['ramp.payment.created', 'webhook.test'] },
    });
    expectMissing(ramp, ['ramp:read']);
    expect(ramp.body.error.details.event_types).toEqual(['ramp.payment.created', 'webhook.test']);
    // What it may read, it may subscribe to.
    const own = await api('POST', '/v1/webhooks', {
      token: hooks,
      body: { name: 'own', url: receiver.url, event_types: ['webhook.test', 'webhook.disabled'] },
    });
    expect(own.status).toBe(201);
    // Nothing was created by the refusals.
    const listed = (await api('GET', '/v1/webhooks', { token: ws.token })).body.data.items;
    expect(listed.map((w: { name: string }) => w.name)).toEqual(['own']);
  });

  it('lets a key subscribe to the events it can read: ramp:read receives ramp.payment.created', async () => {
    const ws = await newWorkspace();
    const rampReader = await keyWith(ws, ['webhooks:write', 'ramp:read']);
    const local = await startReceiver();
    try {
      const hook = await api('POST', '/v1/webhooks', {
        token: rampReader,
        body: { name: 'ramp', url: local.url, event_types: ['ramp.payment.created'] },
      });
      expect(hook.status).toBe(201);
      expect((await createPayment(ws.token, offRamp('bank'))).status).toBe(201);
      await local.waitFor(1, 20_000);
      expect(local.received[0]!.body.type).toBe('ramp.payment.created');
      // events:read reads every event, so it may subscribe to all of them.
      const eventsReader = await keyWith(ws, ['webhooks:write', 'events:read']);
      expect(
        (await api('POST', '/v1/webhooks', { token: eventsReader, body: { name: 'all', url: local.url, event_types: ['*'] } })).status,
      ).toBe(201);
    } finally {
      await local.close();
    }
  });

  it("refuses it the owner's webhook: no new URL, event types or secret, no resend of its deliveries", async () => {
    const ws = await newWorkspace();
    const owned = await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'owner', url: receiver.url, event_types: ['*'] } });
    const id = owned.body.data.webhook.id as string;
    expect((await createPayment(ws.token, offRamp('bank'))).status).toBe(201);
    const [attempt] = await attemptsOf(ws, id, 1);
    expect(attempt!.event_type).toBe('ramp.payment.created');

    const hooks = await keyWith(ws, ['webhooks:write']);
    const missing = ['ramp:read', 'transfers:read', 'wallets:read', 'workspace:read'];
    expectMissing(await api('PATCH', `/v1/webhooks/${id}`, { token: hooks, body: { url: 'https://attacker.example/in' } }), missing);
    expectMissing(await api('PATCH', `/v1/webhooks/${id}`, { token: hooks, body: { event_types: ['webhook.test'] } }), missing);
    expectMissing(await api('POST', `/v1/webhooks/${id}/rotate-secret`, { token: hooks }), missing);
    expectMissing(await api('POST', `/v1/webhooks/${id}/deliveries/${attempt!.delivery_id}/resend`, { token: hooks }), missing);
    // A name changes nothing about where events go.
    expect((await api('PATCH', `/v1/webhooks/${id}`, { token: hooks, body: { name: 'renamed' } })).status).toBe(200);
    const after = (await api('GET', `/v1/webhooks/${id}`, { token: ws.token })).body.data.webhook;
    expect(after).toMatchObject({
      url: receiver.url,
      event_types: ['*'],
      signing_secret_prefix: owned.body.data.webhook.signing_secret_prefix,
    });
  });

  it('checks the types before and after a change, and the delivery’s own type on a resend', async () => {
    const ws = await newWorkspace();
    const transfersReader = await keyWith(ws, ['webhooks:write', 'transfers:read']);
    const created = await api('POST', '/v1/webhooks', {
      token: transfersReader,
      body: { name: 't', url: receiver.url, event_types: ['transfer.completed'] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.webhook.id as string;
    // Adding a type it cannot read is refused; moving the URL of what it can read is not.
    expectMissing(
      await api('PATCH', `/v1/webhooks/${id}`, {
        token: transfersReader,
        body: { event_types: ['transfer.completed', 'ramp.payment.succeeded'] },
      }),
      ['ramp:read'],
    );
    expect((await api('PATCH', `/v1/webhooks/${id}`, { token: transfersReader, body: { url: `${receiver.url}?moved=1` } })).status).toBe(
      200,
    );
    expect((await api('POST', `/v1/webhooks/${id}/rotate-secret`, { token: transfersReader })).status).toBe(200);

    // The owner narrows its ramp webhook to webhook.test: its old ramp delivery still needs ramp:read.
    const owned = await api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'o', url: receiver.url, event_types: ['ramp.payment.created'] },
    });
    const ownedId = owned.body.data.webhook.id as string;
    expect((await createPayment(ws.token, offRamp('bank'))).status).toBe(201);
    const [attempt] = await attemptsOf(ws, ownedId, 1);
    expect((await api('PATCH', `/v1/webhooks/${ownedId}`, { token: ws.token, body: { event_types: ['webhook.test'] } })).status).toBe(200);
    const hooks = await keyWith(ws, ['webhooks:write']);
    expectMissing(await api('POST', `/v1/webhooks/${ownedId}/deliveries/${attempt!.delivery_id}/resend`, { token: hooks }), ['ramp:read']);
    // Its URL may now move (it carries only webhook.test), but not back to ramp events.
    expect((await api('PATCH', `/v1/webhooks/${ownedId}`, { token: hooks, body: { url: `${receiver.url}?hooks=1` } })).status).toBe(200);
    expectMissing(await api('PATCH', `/v1/webhooks/${ownedId}`, { token: hooks, body: { event_types: ['*'] } }), [
      'ramp:read',
      'transfers:read',
      'wallets:read',
      'workspace:read',
    ]);
  });
});
