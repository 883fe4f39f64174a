/**
 * Webhook and event fixtures. Webhooks point at a local receiver (answering 200 at once, as a
 * healthy integration does) and subscribe to transfer outcomes only, so the bench's own traffic
 * fans out to few deliveries in the background.
 */
import type { BenchWorkspace } from '#bench/context.ts';
import { invoke } from '#bench/context/invoke.ts';
import { once, waitUntil } from '#bench/context/once.ts';
import { ROUTE_BODIES } from '#test/support/resources/request-bodies.ts';
import { startReceiver, type Receiver } from '../../test/support/receiver.ts';
import { seedDelivery } from '../../test/support/seed-deliveries.ts';

/** A resource in another workspace than the main one, with the key that reaches it. */
export interface Scoped {
  token: string;
  id: string;
}

export interface WebhookFixtures {
  /** An active webhook of the main workspace, with a few delivery attempts behind it. */
  webhookId(): Promise<string>;
  /** An event of the main workspace (a delivered `webhook.test`). */
  eventId(): Promise<string>;
  /** A new webhook in a webhooks scratch workspace (each call takes a place under its cap), active or already disabled. */
  freshWebhook(status: 'active' | 'disabled'): Promise<Scoped>;
  /** A new delivery to the main webhook that failed its attempts (what a resend is for). */
  failedDeliveryId(): Promise<string>;
  /** The key of a webhooks scratch workspace, where created webhooks pile up; each call takes a place under its cap. */
  webhookScratchToken(): Promise<string>;
  closeWebhookFixtures(): Promise<void>;
}

/** Test events sent to the main webhook up front, so its delivery history is not empty. */
const HISTORY = 3;

export function webhookFixtures(main: BenchWorkspace, scratch: () => Promise<BenchWorkspace>): WebhookFixtures {
  let started: Receiver | undefined;
  const receiverUrl = once(async () => {
    started = await startReceiver('/bench');
    return started.url;
  });
  const create = async (ws: BenchWorkspace, name: string) => {
    const body = ROUTE_BODIES.createWebhook(name, await receiverUrl());
    const created = await invoke('createWebhook', { body }, ws.token);
    return created.webhook.id as string;
  };
  const shared = once(async () => {
    const webhookId = await create(main, 'Bench payouts');
    let eventId = '';
    for (let i = 0; i < HISTORY; i++) {
      eventId = (await invoke('testWebhook', { pathParameters: { webhookId } }, main.token)).event.id;
    }
    await waitUntil(
      'the main webhook’s test deliveries',
      () => invoke('listWebhookDeliveries', { pathParameters: { webhookId } }, main.token),
      (page: { items: unknown[] }) => page.items.length >= HISTORY,
    );
    return { webhookId, eventId };
  });
  return {
    webhookId: async () => (await shared()).webhookId,
    eventId: async () => (await shared()).eventId,
    freshWebhook: async (status) => {
      const ws = await scratch();
      const id = await create(ws, 'Bench scratch hook');
      if (status === 'disabled') await invoke('disableWebhook', { pathParameters: { webhookId: id } }, ws.token);
      return { token: ws.token, id };
    },
    // No route makes a delivery fail on purpose: it is written as the dispatcher leaves one.
    failedDeliveryId: async () => (await seedDelivery(main.tenant, (await shared()).webhookId, 'failed')).delivery_id,
    webhookScratchToken: async () => (await scratch()).token,
    closeWebhookFixtures: async () => {
      await started?.close();
    },
  };
}
