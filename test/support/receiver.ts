/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every delivery
 * (headers and the raw body, exactly as received) and answers as the test says.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertDeliveryConforms } from './conformance/index.ts';

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  receivedAt: number;
}

/** How to answer one request: a status, optional delay (ms) and headers. */
export interface Answer {
  status: number;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Sets how the next requests are answered (by arrival order; the last answer repeats). */
  answerWith(...answers: Answer[]): void;
  /** Resolves when at least `count` deliveries arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const received: Received[] = [];
  const nonConforming: Error[] = [];
  let answers: Answer[] = [{ status: 200 }];
  let served = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: Received['body'];
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = { id: '', type: '', created_at: '', data: {} };
      }
      received.push({ headers: req.headers, rawBody, body, receivedAt: Date.now() });
      // Every delivery must match the OpenAPI document's webhooks entry; waitFor reports it if not.
      try {
        assertDeliveryConforms(req.headers, rawBody);
      } catch (error) {
        nonConforming.push(error as Error);
      }
      const answer = answers[Math.min(served++, answers.length - 1)]!;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers ?? {});
        res.end('ok');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answerWith: (...next) => {
      answers = next;
      served = 0;
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (nonConforming[0]) throw nonConforming[0];
        if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      if (nonConforming[0]) throw nonConforming[0];
      return received;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
