/**
 * Bench section 7: webhook dispatch (deliveries per second, batch-of-10 against single
 * delivery). It needs the webhook delivery consumer, which `shared/queues.ts` does not
 * name yet; until it does, the section is skipped with a note.
 */
import { queues } from '#shared/queues.ts';

export interface WebhookSection {
  skipped: string;
}

export function webhookSection(): WebhookSection {
  const consumer = queues.find((q) => q.consumer !== null);
  if (!consumer) {
    return { skipped: 'no queue in shared/queues.ts has a consumer yet (the webhooks issue adds it); nothing to measure' };
  }
  return {
    skipped:
      `queue ${consumer.id} now has a consumer (${consumer.consumer}): its dispatch measurement is still to be ` +
      'written here (deliveries per second; batch-of-10 to single-delivery time ratio)',
  };
}
