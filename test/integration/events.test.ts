/** GET /v1/events and /v1/events/{id}: filters, isolation, bad input. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';

async function emitTests(token: string, count: number) {
  const webhook = (
    await api('POST', '/v1/webhooks', { token, body: { name: 'w', url: 'https://hooks.example.com/e', event_types: ['webhook.test'] } })
  ).body.data.webhook;
  const events = [];
  for (let i = 0; i < count; i++) events.push((await api('POST', `/v1/webhooks/${webhook.id}/test`, { token })).body.data.event);
  return { webhook, events };
}

describe('events', () => {
  it('lists events newest first, reads one, and filters by type and created range', async () => {
    const ws = await newWorkspace();
    const { events } = await emitTests(ws.token, 3);
    expect(events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3]);
    const list = await api('GET', '/v1/events', { token: ws.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((e: { id: string }) => e.id)).toEqual(events.map((e: { id: string }) => e.id).reverse());
    const one = await api('GET', `/v1/events/${events[0].id}`, { token: ws.token });
    expect(one.body.data.event).toMatchObject({ id: events[0].id, type: 'webhook.test', resource_type: 'webhook', sequence: 1 });
    const typed = await api('GET', '/v1/events', { token: ws.token, query: { type: 'transfer.completed' } });
    expect(typed.body.data.items).toEqual([]);
    const after = await api('GET', '/v1/events', { token: ws.token, query: { created_after: events[1].created_at } });
    expect(after.body.data.items.length).toBeGreaterThanOrEqual(2);
    const before = await api('GET', '/v1/events', { token: ws.token, query: { created_before: '2000-01-01T00:00:00Z' } });
    expect(before.body.data.items).toEqual([]);
    const paged = await api('GET', '/v1/events', { token: ws.token, query: { limit: '2' } });
    expect(paged.body.data.items).toHaveLength(2);
    const rest = await api('GET', '/v1/events', { token: ws.token, query: { limit: '2', cursor: paged.body.data.next_cursor } });
    expect(rest.body.data.items[0].id).toBe(events[0].id);
  });

  it('refuses bad filters and ids, and hides other tenants’ events', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    const { events } = await emitTests(a.token, 1);
    for (const query of [
      { type: 'nope' },
      { created_after: 'yesterday' },
      { undelivered: 'maybe' },
      { created_after: '2030-01-01T00:00:00Z', created_before: '2020-01-01T00:00:00Z' },
    ]) {
      expect((await api('GET', '/v1/events', { token: a.token, query })).status, JSON.stringify(query)).toBe(400);
    }
    expect((await api('GET', '/v1/events/evt_123', { token: a.token })).status).toBe(400);
    expect((await api('GET', `/v1/events/${events[0].id}`, { token: b.token })).status).toBe(404);
    expect((await api('GET', `/v1/events/${events[0].id}`, { token: a.token, query: { environment: 'live' } })).status).toBe(404);
    expect((await api('GET', '/v1/events', { token: b.token })).body.data.items).toEqual([]);
  });
});
