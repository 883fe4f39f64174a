/**
 * A stand-in for the upstream partner interface (docs/ramp.md, Partner interface) on
 * 127.0.0.1: serves a provider inventory, accepts payments (answering with its own funding
 * instructions, as a real partner does) and identity lookups, and can be told to be slow or
 * broken. It records what it was asked (never the identity numbers' use).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PARTNER_SIGNATURE_HEADER, signPartnerCallback } from '#shared/crypto/partner-signature.ts';
import { base58check } from '#shared/model/networks/hashes.ts';

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
    headers: {
      'content-type': 'application/json',
      [PARTNER_SIGNATURE_HEADER]: signPartnerCallback(options.secrets ?? PARTNER_CALLBACK_SECRET, timestamp, body),
    },
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
  /**
   * Fields merged over the funding instructions the partner sends with every accepted payment
   * (`partnerFunding`); null: it sends none at all.
   */
  paymentFunding?: Record<string, unknown> | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What the stand-in partner tells a payer: an off-ramp's deposit address on the source network
 * (one of its own, unlike any the service's sandbox derives), an on-ramp's collection account.
 */
export function partnerFunding(payment: { reference: string; direction: string; source: { network?: string } }): Record<string, unknown> {
  const bytes = digest(`partner-deposit:${payment.reference}`);
  if (payment.direction === 'off_ramp') {
    const network = payment.source.network;
    const address =
      network === 'tron'
        ? base58check.encode(Uint8Array.from([0x41, ...bytes.subarray(0, 20)]))
        : `0x${bytes.subarray(0, 20).toString('hex')}`;
    return { type: 'crypto_deposit', network, address, partner_note: 'from partner' };
  }
  const account = (BigInt(`0x${digest(`partner-account:${payment.reference}`).toString('hex')}`) % 10n ** 10n).toString().padStart(10, '0');
  return {
    type: 'fiat_transfer',
    method: 'bank_transfer',
    bank_name: 'Partner Settlement Bank',
    account_name: 'Partner Collections',
    account_number: account,
    reference: `PTN${payment.reference.slice(-10).toUpperCase()}`,
    partner_note: 'from partner',
  };
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
        const provider_reference = `PARTNER-${body.reference.slice(-8)}`;
        if (b.paymentFunding === null) return send(201, { provider_reference });
        return send(201, { provider_reference, funding_instructions: { ...partnerFunding(body), ...b.paymentFunding } });
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
