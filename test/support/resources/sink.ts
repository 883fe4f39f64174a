/**
 * A webhook target for resources the reliability tests create: a local server that answers
 * 204 to everything, started once per test worker and never holding the process open. Live
 * webhooks cannot point here (https only, no loopback), so they use a `.invalid` host and are
 * never sent events (see factories.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let url: Promise<string> | undefined;

export function sinkUrl(): Promise<string> {
  url ??= new Promise((resolve) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sink`);
    });
  });
  return url;
}

/** A live webhook URL that passes the URL rules and that no delivery is ever sent to. */
export const LIVE_WEBHOOK_URL = 'https://hooks.example.invalid/reliability';
