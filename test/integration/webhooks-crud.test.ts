/** Webhook management over real HTTP: create, read, list, update, disable/enable, rotate, delete. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { scanAll } from '../support/table-scan.ts';

const HOOK = { name: 'Ops', url: 'https://hooks.example.com/in', event_types: ['*'] };

describe('webhooks', () => {
  it('creates a webhook whose secret is returned once and shown only by prefix afterwards', async () => {
    const ws = await newWorkspace();
    const res = await api('POST', '/v1/webhooks', { token: ws.token, body: HOOK });
    expect(res.status).toBe(201);
    const { webhook, signing_secret: secret } = res.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      name: 'Ops',
      url: 'https://hooks.example.com/in',
      event_types: ['*'],
      status: 'active',
      signing_secret_prefix: secret.slice(0, 12),
      disabled_at: null,
      created_by: ws.owner,
    });
    const read = await api('GET', `/v1/webhooks/${webhook.id}`, { token: ws.token });
    expect(read.body.data.webhook).toEqual(webhook);
    expect(read.text).not.toContain(secret);
    const list = await api('GET', '/v1/webhooks', { token: ws.token });
    expect(list.body.data.items).toEqual([webhook]);
    expect(list.text).not.toContain(secret);
  });

  it('validates name, url and event types field by field', async () => {
    const ws = await newWorkspace();
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['body.name', 'body.url', 'body.event_types']],
      [{ ...HOOK, event_types: [] }, ['body.event_types']],
      [{ ...HOOK, event_types: ['transfer.exploded'] }, ['body.event_types.0']],
      [{ ...HOOK, event_types: ['*', 'webhook.test'] }, ['body.event_types']],
      [{ ...HOOK, event_types: ['webhook.test', 'webhook.test'] }, ['body.event_types']],
      [{ ...HOOK, name: 'x'.repeat(101) }, ['body.name']],
      [{ ...HOOK, url: 'hooks.example.com' }, ['body.url']],
      [{ ...HOOK, url: 'ftp://hooks.example.com' }, ['body.url']],
      [{ ...HOOK, url: 'https://10.0.0.1/in' }, ['body.url']],
      [{ ...HOOK, url: 'https://169.254.169.254/latest' }, ['body.url']],
      [{ ...HOOK, secret: 'mine' }, ['body.secret']],
    ];
    for (const [body, fields] of cases) {
      const res = await api('POST', '/v1/webhooks', { token: ws.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(fields.sort());
    }
  });

  it('refuses IPv6 forms that embed or translate an IPv4 address, and other non-public IPv6 ranges, in both environments', async () => {
    const ws = await newWorkspace();
    const urls = [
      'https://[::127.0.0.1]/',
      'https://[::7f00:1]/hooks',
      'https://[::8.8.8.8]/hooks',
      'https://[::ffff:0:7f00:1]/hooks',
      'https://[64:ff9b:1::a00:1]/hooks',
      'https://[100:0:0:1::1]/hooks',
      'https://[2001:db8::1]/hooks',
      'https://[fec0::1]/hooks',
    ];
    for (const url of urls) {
      for (const environment of ['sandbox', 'live']) {
        const res = await api('POST', '/v1/webhooks', { token: ws.token, query: { environment }, body: { ...HOOK, url } });
        expect(res.status, `${environment} ${url}`).toBe(400);
        expect(Object.keys(res.body.error.details.fields)).toEqual(['body.url']);
      }
    }
    const created = await api('POST', '/v1/webhooks', { token: ws.token, body: HOOK });
    const patched = await api('PATCH', `/v1/webhooks/${created.body.data.webhook.id}`, {
      token: ws.token,
      body: { url: 'https://[::127.0.0.1]/' },
    });
    expect(patched.status).toBe(400);
  });

  it('allows http://127.0.0.1 in sandbox (local stack) but never in live, where https is required', async () => {
    const ws = await newWorkspace();
    const url = 'http://127.0.0.1:9009/hooks';
    expect((await api('POST', '/v1/webhooks', { token: ws.token, body: { ...HOOK, url } })).status).toBe(201);
    // A port below 1024 other than 80 and 443: the local stack allows only its receivers' ports.
    const discard = await api('POST', '/v1/webhooks', { token: ws.token, body: { ...HOOK, url: 'http://127.0.0.1:9/hooks' } });
    expect(discard.status).toBe(400);
    expect(discard.body.error.details.fields['body.url'][0]).toMatch(/port 443 or 80/);
    const live = await api('POST', '/v1/webhooks', { token: ws.token, query: { environment: 'live' }, body: { ...HOOK, url } });
    expect(live.status).toBe(400);
    expect(live.body.error.details.fields['body.url'][0]).toMatch(/https/);
    const liveLocal = await api('POST', '/v1/webhooks', {
      token: ws.token,
      query: { environment: 'live' },
      body: { ...HOOK, url: 'https://localhost/hooks' },
    });
    expect(liveLocal.status).toBe(400);
  });

  it('updates, disables and enables without losing configuration, and rotates the secret', async () => {
    const ws = await newWorkspace();
    const created = (await api('POST', '/v1/webhooks', { token: ws.token, body: HOOK })).body.data;
    const id = created.webhook.id;
    const patched = await api('PATCH', `/v1/webhooks/${id}`, { token: ws.token, body: { name: 'Ops 2', event_types: ['webhook.test'] } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.webhook).toMatchObject({ name: 'Ops 2', event_types: ['webhook.test'], url: HOOK.url });
    expect((await api('PATCH', `/v1/webhooks/${id}`, { token: ws.token, body: {} })).status).toBe(400);
    const disabled = await api('POST', `/v1/webhooks/${id}/disable`, { token: ws.token });
    expect(disabled.body.data.webhook.status).toBe('disabled');
    expect(disabled.body.data.webhook.disabled_at).not.toBeNull();
    const again = await api('POST', `/v1/webhooks/${id}/disable`, { token: ws.token });
    expect(again.body.data.webhook.disabled_at).toBe(disabled.body.data.webhook.disabled_at);
    const enabled = await api('POST', `/v1/webhooks/${id}/enable`, { token: ws.token });
    expect(enabled.body.data.webhook).toMatchObject({ status: 'active', disabled_at: null, name: 'Ops 2', url: HOOK.url });
    const rotated = await api('POST', `/v1/webhooks/${id}/rotate-secret`, { token: ws.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.signing_secret).not.toBe(created.signing_secret);
    expect(rotated.body.data.webhook.signing_secret_prefix).toBe(rotated.body.data.signing_secret.slice(0, 12));
  });

  it('deletes a webhook; afterwards it is 404 everywhere', async () => {
    const ws = await newWorkspace();
    const id = (await api('POST', '/v1/webhooks', { token: ws.token, body: HOOK })).body.data.webhook.id;
    const deleted = await api('DELETE', `/v1/webhooks/${id}`, { token: ws.token });
    expect(deleted.body.data).toEqual({ id, deleted: true });
    for (const [method, path] of [
      ['GET', `/v1/webhooks/${id}`],
      ['DELETE', `/v1/webhooks/${id}`],
      ['POST', `/v1/webhooks/${id}/test`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
    ] as const) {
      expect((await api(method, path, { token: ws.token })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('keeps webhooks per workspace and environment: others get 404 and change nothing', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    const id = (await api('POST', '/v1/webhooks', { token: a.token, body: HOOK })).body.data.webhook.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/webhooks/${id}`],
      ['PATCH', `/v1/webhooks/${id}`, { name: 'hijack' }],
      ['POST', `/v1/webhooks/${id}/disable`],
      ['POST', `/v1/webhooks/${id}/rotate-secret`],
      ['POST', `/v1/webhooks/${id}/test`],
      ['DELETE', `/v1/webhooks/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await api(method, path, { token: b.token, body })).status).toBe(404);
      expect((await api(method, path, { token: a.token, body, query: { environment: 'live' } })).status).toBe(404);
    }
    expect((await api('GET', '/v1/webhooks', { token: b.token })).body.data.items).toEqual([]);
    const still = await api('GET', `/v1/webhooks/${id}`, { token: a.token });
    expect(still.body.data.webhook).toMatchObject({ name: 'Ops', status: 'active' });
  });

  it('refuses malformed ids and scopes', async () => {
    const ws = await newWorkspace();
    expect((await api('GET', '/v1/webhooks/nope', { token: ws.token })).status).toBe(400);
    const reader = (await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'r', scopes: ['webhooks:read'] } })).body.data.token;
    expect((await api('GET', '/v1/webhooks', { token: reader })).status).toBe(200);
    expect((await api('POST', '/v1/webhooks', { token: reader, body: HOOK })).status).toBe(403);
  });

  it('stores no API token in webhook items and keeps the secret only where signing needs it', async () => {
    const ws = await newWorkspace();
    const { webhook } = (await api('POST', '/v1/webhooks', { token: ws.token, body: HOOK })).body.data;
    const items = (await scanAll()).filter((i) => String(i.pk).startsWith(`WS#${ws.workspaceId}`));
    expect(JSON.stringify(items)).not.toContain(ws.token);
    const holders = items.filter((i) => JSON.stringify(i).includes('whsec_'));
    expect(holders.map((i) => i.sk)).toEqual([`WEBHOOK#${webhook.id}`]);
  });
});
