/**
 * Ramp payments move on their own (docs/ramp.md, Lifecycle): the scheduled step settles every
 * payment whose next transition is due, so a webhook-only integrator, who never reads a
 * payment, sees each one reach its final status. Reads still settle lazily, and the two racing
 * never apply a step twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPayment } from '#shared/db/ramp-payments.ts';
import { advanceDuePayments } from '#shared/domain/ramp/due-payments.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { createPayment, offRamp, onRamp } from '../support/ramp.ts';

let receiver: Receiver;
let ws: TestWorkspace;

beforeAll(async () => {
  receiver = await startReceiver();
  ws = await newWorkspace();
  const hook = await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'only', url: receiver.url, event_types: ['*'] } });
  expect(hook.status).toBe(201);
});
afterAll(() => receiver.close());

const typesOf = (reference: string) =>
  receiver.received.filter((r) => r.body.data?.reference === reference).map((r) => r.body.type as string);

/** Every event the workspace has about `reference`, from the events API. */
async function eventsOf(token: string, reference: string): Promise<{ type: string; sequence: number }[]> {
  const found: { type: string; sequence: number }[] = [];
  let cursor: string | undefined;
  do {
    const res = await api('GET', '/v1/events', { token, query: { limit: '100', ...(cursor ? { cursor } : {}) } });
    expect(res.status, res.text).toBe(200);
    for (const e of res.body.data.items) if (e.data?.reference === reference) found.push({ type: e.type, sequence: e.sequence });
    cursor = res.body.data.next_cursor ?? undefined;
  } while (cursor);
  return found.sort((a, b) => a.sequence - b.sequence);
}

describe('the scheduled step of ramp payments', () => {
  it('brings a sandbox payment nobody reads to its final status, each step announced by webhook', async () => {
    const paths: Record<string, string[]> = {};
    const start = async (body: Record<string, unknown>, path: string[]) => {
      const res = await createPayment(ws.token, body);
      expect(res.status, res.text).toBe(201);
      paths[res.body.data.reference] = path.map((s) => `ramp.payment.${s}`);
    };
    await start(onRamp({ source_amount: '50000000' }), ['created', 'processing', 'succeeded']);
    await start(offRamp('bank', { source_amount: '100000001' }), ['created', 'requires_action', 'processing', 'succeeded']);
    await start(offRamp('bank', { source_amount: '100000002' }), ['created', 'processing', 'failed']);
    // Expiry at the funding deadline, the step a live payment takes too.
    await start(offRamp('bank', { source_amount: '100000003' }), ['created', 'expired']);
    // No read of any payment from here on: only the webhook receiver.
    const total = Object.values(paths).reduce((n, path) => n + path.length, 0);
    await expect
      .poll(() => receiver.received.filter((r) => String(r.body.data?.reference) in paths).length, { timeout: 20_000, interval: 200 })
      .toBe(total);
    for (const [reference, path] of Object.entries(paths)) expect(typesOf(reference).sort(), reference).toEqual([...path].sort());
  });

  it('never applies a step twice when reads and scheduled passes race for it', { timeout: 30_000 }, async () => {
    const racer = await newWorkspace();
    const created = await createPayment(racer.token, offRamp('bank', { source_amount: '100000001' }));
    expect(created.status, created.text).toBe(201);
    const reference = created.body.data.reference as string;
    const tenant = { workspaceId: racer.workspaceId, environment: 'sandbox' as const };
    const stored = await getPayment(tenant, reference, true);
    expect(stored?.sandbox).toMatchObject({ scenario: 'requires_action', auto: true });
    // Around each step's due time, reads and passes keep arriving every few milliseconds until
    // the whole path is due (the stack's own pass, every second, joins in): every step has rivals.
    const allDue = Date.parse(stored!.status_changed_at) + 3 * stored!.sandbox!.step_ms;
    const reads: ReturnType<typeof api>[] = [];
    const passes: Promise<unknown>[] = [];
    for (let i = 0; Date.now() < allDue + 200; i++) {
      reads.push(api('GET', `/v1/ramp/payments/${reference}`, { token: racer.token }));
      if (i % 2 === 0) passes.push(advanceDuePayments());
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(passes);
    const answers = await Promise.all(reads);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    expect(answers.at(-1)!.body.data.status).toBe('succeeded');
    // Requests in flight side by side may answer out of the order they were sent: each answer is a status of the path.
    const path = ['pending', 'requires_action', 'processing', 'succeeded'];
    for (const res of answers) expect(path).toContain(res.body.data.status);
    const events = await eventsOf(racer.token, reference);
    expect(events).toEqual([
      { type: 'ramp.payment.created', sequence: 1 },
      { type: 'ramp.payment.requires_action', sequence: 2 },
      { type: 'ramp.payment.processing', sequence: 3 },
      { type: 'ramp.payment.succeeded', sequence: 4 },
    ]);
    expect(await getPayment(tenant, reference, true)).toMatchObject({ status: 'succeeded', event_sequence: 4 });
  });

  it('moves a due payment by the pass alone, before anyone reads it', async () => {
    const quiet = await newWorkspace();
    const created = await createPayment(quiet.token, offRamp('bank', { source_amount: '100000003' }));
    expect(created.status, created.text).toBe(201);
    const reference = created.body.data.reference as string;
    const tenant = { workspaceId: quiet.workspaceId, environment: 'sandbox' as const };
    // The stored item itself, never settled by a read: only a pass can have written the expiry.
    await expect.poll(async () => (await getPayment(tenant, reference, true))?.status, { timeout: 15_000, interval: 200 }).toBe('expired');
    expect((await getPayment(tenant, reference, true))?.failure_reason).toBe('funding_not_received');
  });
});
