/**
 * Bench section 7: webhook dispatch. The dispatcher's handler is invoked in-process with
 * Lambda-shaped SQS batches against the local stack's table, delivering to a local receiver that
 * answers after a fixed delay (a realistic receiver does work before answering). Reported:
 * deliveries per second from one invocation of a 10-message batch, and the batch's time over a
 * single delivery's (target ≤ 1.5: the batch goes out concurrently). Medians over the rounds.
 * Import only after the local stack has set the environment.
 */
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import { createWebhook } from '#shared/domain/webhooks/create-webhook.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { handler } from '#functions/queue/webhook-dispatcher.ts';
import { startReceiver } from '#shared/fixtures/receiver.ts';
import { seedDelivery, sqsEventOf } from '#shared/fixtures/seed-deliveries.ts';
import { median } from '#bench/stats.ts';

export const WEBHOOK_BATCH_RATIO_TARGET = 1.5;
const RECEIVER_DELAY_MS = 200;
const BATCH = 10;

export interface WebhookSection {
  receiverDelayMs: number;
  rounds: number;
  singleMs: number;
  batchMs: number;
  ratio: number;
  deliveriesPerSecond: number;
  target: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function measureWebhooks(rounds: number): Promise<WebhookSection> {
  const receiver = await startReceiver();
  receiver.answerWith({ status: 200, delayMs: RECEIVER_DELAY_MS });
  try {
    const ws = await createWorkspace({ name: 'Bench webhooks', ownerEmail: 'hooks@bench.test', ownerName: 'Bench' });
    const tenant = { workspaceId: ws.workspace_id, environment: 'sandbox' as const };
    const member = { id: ws.owner.id, email: ws.owner.email, display_name: ws.owner.display_name };
    // The owner's full-access key, as the create route would see it.
    const owner: AuthContext = {
      workspaceId: ws.workspace_id,
      keyId: ws.api_key.id,
      scopes: ['*'],
      member,
      environments: ['sandbox', 'live'],
      expiresAt: null,
    };
    // Subscribed to a type nothing emits here, so the stack's own fan-out leaves them alone.
    const ids: string[] = [];
    for (let i = 0; i <= BATCH; i++) {
      ids.push(
        (await createWebhook(tenant, owner, { name: `bench-${i}`, url: receiver.url, event_types: ['transfer.failed'] })).created.webhook
          .id,
      );
    }
    const singles: number[] = [];
    const batches: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const one = [await seedDelivery(tenant, ids[0]!)];
      const ten = await Promise.all(ids.slice(1).map((id) => seedDelivery(tenant, id)));
      singles.push(await timed(() => handler(sqsEventOf(one))));
      batches.push(await timed(() => handler(sqsEventOf(ten))));
    }
    const singleMs = median(singles);
    const batchMs = median(batches);
    return {
      receiverDelayMs: RECEIVER_DELAY_MS,
      rounds,
      singleMs: Number(singleMs.toFixed(1)),
      batchMs: Number(batchMs.toFixed(1)),
      ratio: Number((batchMs / singleMs).toFixed(2)),
      deliveriesPerSecond: Math.round(BATCH / (batchMs / 1000)),
      target: WEBHOOK_BATCH_RATIO_TARGET,
    };
  } finally {
    await receiver.close();
  }
}
