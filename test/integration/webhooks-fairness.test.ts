/**
 * Deliveries shared fairly (docs/webhooks.md, Fair delivery), end to end through the test stack's
 * fan-out and dispatcher: a workspace whose webhooks all point at a receiver that never answers
 * holds a bounded share of the dispatcher and delays nobody else; the circuit breaker parks a
 * failing webhook and resumes it after a successful probe, with its events; a destination the
 * policy refuses is not retried.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { enableNetworks, newWallet, until } from '../support/wallets.ts';
import { startTarpit, type Tarpit } from '#shared/fixtures/tarpit.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { webhookKey } from '#shared/db/webhooks.ts';
import * as config from '#shared/config.ts';

let healthy: Receiver;
let tarpit: Tarpit;
beforeAll(async () => {
  healthy = await startReceiver();
  tarpit = await startTarpit();
});
afterAll(async () => {
  await healthy.close();
  await tarpit.close();
});

async function createWebhook(ws: TestWorkspace, url: string, eventTypes: string[], name = 'hook'): Promise<string> {
  const res = await api('POST', '/v1/webhooks', { token: ws.token, body: { name, url, event_types: eventTypes } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.webhook.id;
}

async function deposit(ws: TestWorkspace, walletId: string): Promise<string> {
  const res = await api('POST', `/v1/sandbox/wallets/${walletId}/deposits`, {
    token: ws.token,
    body: { network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1000' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.transaction.id;
}

type Attempt = { attempt: number; outcome: string; error: string | null; delivery_id: string };
const attemptsOf = async (ws: TestWorkspace, webhookId: string): Promise<Attempt[]> =>
  (await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: ws.token })).body.data.items;

describe('fair delivery', () => {
  it("keeps a tarpitting workspace's deliveries from delaying another workspace's", async () => {
    const attacker = await newWorkspace('Tarpit');
    const victim = await newWorkspace('Victim');
    await Promise.all([enableNetworks(attacker, ['ethereum']), enableNetworks(victim, ['ethereum'])]);
    const [attackerWallet, victimWallet] = await Promise.all([newWallet(attacker, ['ethereum']), newWallet(victim, ['ethereum'])]);
    const hooks: string[] = [];
    for (let i = 0; i < 16; i++) hooks.push(await createWebhook(attacker, `${tarpit.url}/hook-${i}`, ['*'], `tarpit ${i}`));
    await createWebhook(victim, healthy.url, ['transaction.created']);
    try {
      // A burst: 12 deposits, each two events to 16 webhooks that never answer (384 deliveries).
      await Promise.all(Array.from({ length: 12 }, () => deposit(attacker, attackerWallet.id)));
      await until(
        async () => tarpit.received,
        (n) => n >= config.WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE,
        10_000,
      );
      const sent = Date.now();
      const txId = await deposit(victim, victimWallet.id);
      const [arrival] = await healthy.waitFor(1, 15_000).then(() => healthy.received.filter((r) => r.body.type === 'transaction.created'));
      expect(arrival!.body.data).toMatchObject({ transaction: { id: txId } });
      // Within seconds, where without the caps it waits out the whole receive; the bound and what was
      // measured against it are in docs/webhooks.md, Fair delivery.
      expect(arrival!.receivedAt - sent).toBeLessThan(10_000);
      // The attacker never held more than its share of the dispatcher, nor more than its cap on one webhook.
      expect(tarpit.mostHeld).toBeLessThanOrEqual(config.WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE);
      expect(tarpit.mostHeldOnOnePath).toBeLessThanOrEqual(config.WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK);
    } finally {
      // Queued deliveries to disabled webhooks are canceled, so the stack's queue drains quickly.
      await Promise.all(hooks.map((id) => api('POST', `/v1/webhooks/${id}/disable`, { token: attacker.token })));
    }
  }, 60_000);

  it('parks a webhook after failures in a row, sends nothing while parked, and resumes it after a good probe', async () => {
    const ws = await newWorkspace();
    const failing = await startReceiver();
    failing.answerWith({ status: 503 });
    try {
      const listener = await startReceiver();
      try {
        await createWebhook(ws, listener.url, ['webhook.parked', 'webhook.resumed'], 'ops');
        const id = await createWebhook(ws, failing.url, ['webhook.test'], 'flaky');
        // Enough failing deliveries to reach the threshold at once (each is retried, too).
        const tests = config.WEBHOOK_PARK_AFTER_FAILURES;
        for (let i = 0; i < tests; i++) expect((await api('POST', `/v1/webhooks/${id}/test`, { token: ws.token })).status).toBe(202);
        const [parked] = await listener.waitFor(1, 15_000);
        expect(parked!.body).toMatchObject({ type: 'webhook.parked', data: { webhook_id: id, url: failing.url } });
        const parkedUntil = Date.parse(parked!.body.data.parked_until as string);
        // While parked nothing goes out; the receiver recovers meanwhile.
        const sentBeforePark = failing.received.length;
        failing.answerWith({ status: 200 });
        await new Promise((r) => setTimeout(r, Math.max(0, parkedUntil - Date.now() - 200)));
        expect(failing.received.length).toBe(sentBeforePark);
        const [, resumed] = await listener.waitFor(2, 15_000);
        expect(resumed!.body).toMatchObject({ type: 'webhook.resumed', data: { webhook_id: id, url: failing.url } });
        expect(Date.parse(resumed!.body.data.resumed_at as string)).toBeGreaterThanOrEqual(parkedUntil);
        // Every test event is delivered in the end, none lost to the park.
        await until(
          async () => new Set(failing.received.filter((r) => r.body.type === 'webhook.test').map((r) => r.body.id)).size,
          (n) => n === tests,
          15_000,
        );
        const delivered = new Set(failing.received.filter((r) => r.body.type === 'webhook.test').map((r) => r.body.id));
        expect(delivered.size).toBe(tests);
      } finally {
        await listener.close();
      }
    } finally {
      await failing.close();
    }
  }, 60_000);

  it('does not retry a delivery the destination policy refuses, and says why', async () => {
    const ws = await newWorkspace();
    const id = await createWebhook(ws, healthy.url, ['webhook.test'], 'moved');
    // A URL accepted under an earlier policy (the deployment has since stopped allowing port 25).
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: webhookKey({ workspaceId: ws.workspaceId, environment: 'sandbox' }, id),
        UpdateExpression: 'SET #u = :u',
        ExpressionAttributeNames: { '#u': 'url' },
        ExpressionAttributeValues: { ':u': 'http://127.0.0.1:25/hooks' },
      }),
    );
    const { delivery_id: deliveryId } = (await api('POST', `/v1/webhooks/${id}/test`, { token: ws.token })).body.data;
    const attempts = await until(
      () => attemptsOf(ws, id),
      (a) => a.length > 0,
    );
    expect(attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([[1, 'failed', 'destination port not allowed']]);
    // The schedule (1, 1, 2 s here) would have tried again by now.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await attemptsOf(ws, id)).toHaveLength(1);
    const deliveries = await api('GET', `/v1/webhooks/${id}/deliveries`, { token: ws.token });
    expect(deliveries.body.data.items[0].delivery_id).toBe(deliveryId);
  }, 30_000);
});
