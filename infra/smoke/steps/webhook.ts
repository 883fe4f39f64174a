/**
 * Step 3: a webhook with a test delivery. Creates a webhook, sends it a `webhook.test` event and
 * waits for the dispatcher to record an attempt; deletes the webhook whatever happened.
 */
import { expectData, StepFailure } from '#infra/smoke/client.ts';
import { UNREACHABLE_RECEIVER } from '#infra/smoke/options.ts';
import { withCleanup, type Step, type StepContext } from '#infra/smoke/step.ts';
import { waitFor } from '#infra/smoke/wait.ts';

interface Attempt {
  event_id: string;
  attempt: number;
  http_status: number | null;
  error: string | null;
  outcome: string;
}

export const webhook: Step = {
  name: 'webhook',
  needs: 'envelope-auth',
  async run(ctx) {
    const url = ctx.options.receiverUrl ?? UNREACHABLE_RECEIVER;
    const created = await ctx.api.call('POST', '/v1/webhooks', {
      // Subscribed to test events only, so the rest of the walk sends it nothing.
      body: { name: `smoke ${ctx.runId}`, url, event_types: ['webhook.test'] },
    });
    const { id } = expectData<{ webhook: { id: string } }>(created, 201).webhook;
    return withCleanup(
      () => testDelivery(ctx, id, url),
      // Always deleted, so repeated runs leave no webhook (and no retries) behind.
      async () => {
        expectData(await ctx.cleanupApi().call('DELETE', `/v1/webhooks/${id}`), 200);
      },
    );
  },
};

async function testDelivery({ api, signal, options }: StepContext, id: string, url: string): Promise<string> {
  const { event } = expectData<{ event: { id: string } }>(await api.call('POST', `/v1/webhooks/${id}/test`), 202);
  const mustSucceed = options.receiverUrl !== undefined;
  const attempt = await waitFor(
    signal,
    mustSucceed ? 'a successful delivery of the test event' : 'a delivery attempt of the test event',
    async () => {
      const page = expectData<{ items: Attempt[] }>(await api.call('GET', `/v1/webhooks/${id}/deliveries`), 200);
      const attempts = page.items.filter((a) => a.event_id === event.id);
      const found = mustSucceed ? attempts.find((a) => a.outcome === 'succeeded') : attempts[0];
      if (found) return { done: true, value: found };
      // Newest first: a `failed` outcome is the last attempt, no retry will follow.
      const latest = attempts[0];
      if (latest?.outcome === 'failed') throw new StepFailure(`the test delivery to ${url} failed for good: ${describeAttempt(latest)}`);
      return { done: false, seen: latest ? describeAttempt(latest) : 'no attempt recorded' };
    },
  );
  if (mustSucceed) return `webhook ${id}: test event ${event.id} delivered (${describeAttempt(attempt)}), webhook deleted`;
  if (attempt.outcome === 'succeeded')
    throw new StepFailure(`a delivery to ${UNREACHABLE_RECEIVER} cannot succeed, yet attempt ${attempt.attempt} did`);
  return `no --receiver-url, so the test delivery to ${UNREACHABLE_RECEIVER} was expected to fail: ${describeAttempt(attempt)}; webhook deleted`;
}

/** `attempt 1 retrying: host not found`, `attempt 1 succeeded: HTTP 204` (the error names the status when there was one). */
function describeAttempt(a: Attempt): string {
  return `attempt ${a.attempt} ${a.outcome}: ${a.error ?? `HTTP ${a.http_status ?? 'none'}`}`;
}
