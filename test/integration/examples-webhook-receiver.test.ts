/**
 * examples/webhook-receiver.mjs, the receiver the README shows, run as written: a child process
 * that receives real deliveries from the local stack, and signed requests sent to it directly
 * (a multi-byte character split across two chunks, a wrong signature, a stale timestamp).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signWebhook } from '#shared/webhooks/verify-signature.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { createPayment, onRamp } from '../support/ramp.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

let child: ChildProcess;
let port: number;
let output = '';
let ws: TestWorkspace;
let secret: string;
let webhookId: string;

/** Resolves once the receiver has printed a line matching `pattern`. */
function printed(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return new Promise((done, fail) => {
    const check = () => {
      const line = output.split('\n').find((l) => pattern.test(l));
      if (line === undefined) return false;
      clearInterval(timer);
      clearTimeout(timeout);
      done(line);
      return true;
    };
    const timer = setInterval(check, 50);
    const timeout = setTimeout(() => {
      clearInterval(timer);
      fail(new Error(`The receiver did not print ${pattern}; it printed:\n${output}`));
    }, timeoutMs);
    check();
  });
}

/** POSTs `body` to the receiver in the given pieces, with a pause between them; resolves to the status. */
function post(pieces: Buffer[], headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const length = pieces.reduce((n, p) => n + p.length, 0);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    (async () => {
      for (const [i, piece] of pieces.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, 100));
        req.write(piece);
      }
      req.end();
    })().catch(fail);
  });
}

function signed(body: Buffer, timestamp = Math.floor(Date.now() / 1000), key = secret) {
  return {
    'x-service-webhook-id': crypto.randomUUID(),
    'x-service-webhook-timestamp': String(timestamp),
    'x-service-webhook-signature': signWebhook(key, timestamp, body),
  };
}

beforeAll(async () => {
  ws = await newWorkspace();
  // The secret exists only once a webhook does, and the webhook's URL needs the receiver's
  // port: a free port is taken first, then the receiver started on it with the secret.
  const probe = spawn(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  port = Number((await new Promise<string>((r) => probe.stdout.once('data', (d: Buffer) => r(d.toString())))).trim());
  const created = await api('POST', '/v1/webhooks', {
    token: ws.token,
    body: { name: 'Example receiver ☕', url: `http://127.0.0.1:${port}/`, event_types: ['*'] },
  });
  expect(created.status, created.text).toBe(201);
  secret = created.body.data.signing_secret;
  webhookId = created.body.data.webhook.id;
  child = spawn(process.execPath, ['examples/webhook-receiver.mjs'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', WEBHOOK_SECRET: secret, PORT: String(port) },
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await printed(new RegExp(`Receiving webhooks on port ${port}`));
});

afterAll(() => {
  child?.kill();
});

describe('the example webhook receiver', () => {
  it('verifies a real test delivery and logs its type and id', async () => {
    const sent = await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token });
    expect(sent.status, sent.text).toBe(202);
    await printed(new RegExp(`^verified: webhook\\.test ${sent.body.data.event.id}$`));
    // The service saw the receiver's 2xx.
    const deliveries = await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: ws.token });
    expect(deliveries.body.data.items[0]).toMatchObject({ event_id: sent.body.data.event.id });
  });

  it('verifies a real event whose body carries multi-byte characters', async () => {
    const res = await createPayment(ws.token, onRamp({ metadata: { note: 'Café ☕ for Zoë 🚀', city: 'Åkersberga' } }));
    expect(res.status, res.text).toBe(201);
    const events = await api('GET', '/v1/events', { token: ws.token, query: { type: 'ramp.payment.created' } });
    const event = events.body.data.items.find((e: { data: { reference: string } }) => e.data.reference === res.body.data.reference);
    await printed(new RegExp(`^verified: ramp\\.payment\\.created ${event.id}$`));
  });

  it('verifies a body whose multi-byte character arrives split across two chunks', async () => {
    const body = Buffer.from(
      JSON.stringify({
        id: crypto.randomUUID(),
        type: 'webhook.test',
        created_at: new Date().toISOString(),
        data: { message: 'split 🚀 here' },
      }),
    );
    const rocket = body.indexOf(Buffer.from('🚀'));
    // Two bytes of the four-byte emoji in each chunk: decoding chunks one by one would garble it.
    const status = await post([body.subarray(0, rocket + 2), body.subarray(rocket + 2)], signed(body));
    expect(status).toBe(204);
    const id = JSON.parse(body.toString()).id;
    await printed(new RegExp(`^verified: webhook\\.test ${id}$`));
  });

  it('refuses a wrong signature and a stale timestamp with 400', async () => {
    const body = Buffer.from(
      JSON.stringify({ id: crypto.randomUUID(), type: 'webhook.test', created_at: new Date().toISOString(), data: {} }),
    );
    const refusedLines = () => output.match(/^refused: /gm)?.length ?? 0;
    const refusedBefore = refusedLines();
    const wrongKey = await post([body], signed(body, undefined, 'whsec_not-the-secret'));
    const tampered = await post([Buffer.from(body.toString().replace('webhook.test', 'webhook.tesT'))], signed(body));
    const stale = await post([body], signed(body, Math.floor(Date.now() / 1000) - 6 * 60));
    const future = await post([body], signed(body, Math.floor(Date.now() / 1000) + 6 * 60));
    const unsigned = await post([body], {});
    expect([wrongKey, tampered, stale, future, unsigned]).toEqual([400, 400, 400, 400, 400]);
    // The receiver answers before its line reaches this process through the pipe.
    await vi.waitFor(() => expect(refusedLines()).toBeGreaterThanOrEqual(refusedBefore + 5), { timeout: 5_000 });
    expect(output).not.toContain(`verified: webhook.test ${JSON.parse(body.toString()).id}`);
  });
});
