/**
 * A stand-in for the upstream partner interface (docs/ramp.md, Partner interface) on
 * 127.0.0.1: serves a provider inventory, accepts payments and identity lookups, and can be
 * told to be slow or broken. It records what it was asked (never the identity numbers' use).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PARTNER_SIGNATURE_HEADER, signPartnerCallback } from '#shared/crypto/partner-signature.ts';

/** The partner callback secret the test stack is started with (`PARTNER_CALLBACK_SECRET`). */
export const PARTNER_CALLBACK_SECRET = 'partner-callback-secret-for-tests';

export interface SignedCallback {
  body: string;
  headers: Record<string, string>;
}

/**
 * A callback as the partner sends it: the JSON body and its `Partner-Signature`, signed now
 * (or at `timestamp`) with the test secret (or `secrets`, several during a rotation).
 */
export function signedCallback(event: unknown, options: { secrets?: string | string[]; timestamp?: number } = {}): SignedCallback {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    body,
    headers: { 'content-type': 'application/json', [PARTNER_SIGNATURE_HEADER]: signPartnerCallback(options.secrets ?? PARTNER_CALLBACK_SECRET, timestamp, body) },
  };
}

export interface PartnerRequestLog {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface PartnerBehaviour {
  /** Milliseconds to wait before answering. */
  delayMs: number;
  /** Answer every request with this status and no body. */
  failWith: number | null;
  providers: unknown[];
  people: Record<string, unknown>;
  /** Funding fields the partner sends with every accepted payment (merged over the service's own). */
  paymentFunding?: Record<string, unknown>;
}

export interface PartnerServer {
  url: string;
  requests: PartnerRequestLog[];
  behaviour: PartnerBehaviour;
  stop(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
};

export async function startPartnerServer(behaviour: Partial<PartnerBehaviour> = {}): Promise<PartnerServer> {
  const state: PartnerServer = {
    url: '',
    requests: [],
    behaviour: { delayMs: 0, failWith: null, providers: [], people: {}, ...behaviour },
    stop: async () => undefined,
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://partner');
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body });
      const b = state.behaviour;
      if (b.delayMs > 0) await new Promise((r) => setTimeout(r, b.delayMs));
      if (res.destroyed) return;
      const send = (status: number, payload?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (b.failWith !== null) return send(b.failWith);
      if (req.headers.authorization !== 'Bearer partner-secret') return send(401, { error: 'unauthorized' });
      if (req.method === 'GET' && url.pathname === '/v1/providers') return send(200, { providers: b.providers });
      if (req.method === 'POST' && url.pathname === '/v1/payments') {
        return send(201, { provider_reference: `PARTNER-${body.reference.slice(-8)}`, funding_instructions: { partner_note: 'from partner', ...b.paymentFunding } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/identity/resolve') {
        const person = b.people[body.id_number];
        return person ? send(200, person) : send(404, { error: 'not_found' });
      }
      send(404, { error: 'no such route' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
