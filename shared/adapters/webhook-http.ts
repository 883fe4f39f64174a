/**
 * The HTTP side of a webhook delivery: one POST, no redirects followed, a hard time limit, at
 * most a few KiB of the answer read. Every address the host name resolves to is checked at
 * connect time (in the socket's DNS lookup, so a DNS answer cannot change between check and
 * connect), and IP literals before connecting; the port is checked first. A destination the
 * policy refuses is reported as `refused` (never worth retrying). Two time limits: the connection
 * (TCP and TLS) must open within `connectTimeoutMs`, and the answer must start within `timeoutMs`
 * of the start. Network failures are reported in words that do not tell one closed, filtered or
 * foreign port from another, so attempts cannot map a third party's network.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isDeliverableAddress } from '#shared/model/webhooks/address-policy.ts';
import { isAllowedPort, portOf } from '#shared/model/webhooks/port-policy.ts';

export interface PostResult {
  /** The HTTP status, or null when no response arrived. */
  status: number | null;
  durationMs: number;
  /** Why the attempt failed, in words safe to show the webhook's owner; null on a 2xx. */
  error: string | null;
  /** True when the destination policy refused the address or port: nothing was sent, and retrying cannot help. */
  refused?: boolean;
}

export interface PostOptions {
  timeoutMs: number;
  /** The connection (TCP and TLS) must be open within this; default `timeoutMs`. */
  connectTimeoutMs?: number;
  allowLoopback: boolean;
  /** Ports allowed besides 443 and 80 (`WEBHOOK_EXTRA_PORTS`). */
  extraPorts?: string;
  maxResponseBytes?: number;
}

class ForbiddenAddressError extends Error {}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((a) => !isDeliverableAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) {
        return callback(new ForbiddenAddressError('destination address not allowed'), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** POSTs `body` to `url`; never throws for network or HTTP failures, it reports them. */
export function postWebhook(url: URL, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const literal = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (!isAllowedPort(portOf(url), options.extraPorts ?? '')) {
    return Promise.resolve({ status: null, durationMs: 0, error: 'destination port not allowed', refused: true });
  }
  if (isIP(literal) && !isDeliverableAddress(literal, options.allowLoopback)) {
    return Promise.resolve({ status: null, durationMs: 0, error: 'destination address not allowed', refused: true });
  }
  const maxBytes = options.maxResponseBytes ?? 4096;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(connectTimer);
      request.destroy();
      resolve(result);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(options.allowLoopback),
      agent: false,
    });
    const timer = setTimeout(
      () => finish({ status: null, durationMs: elapsed(), error: `no response within ${options.timeoutMs / 1000} s` }),
      options.timeoutMs,
    );
    const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? options.timeoutMs, options.timeoutMs);
    const connectTimer = setTimeout(() => finish({ status: null, durationMs: elapsed(), error: CONNECT_FAILED }), connectTimeoutMs);
    // Connected: over TLS once the handshake is done, so a peer that stalls it counts as not connecting.
    request.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      const done = () => finish({ status, durationMs: elapsed(), error: describeStatus(status) });
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= maxBytes) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', (error) =>
      finish({
        status: null,
        durationMs: elapsed(),
        error: describeNetworkError(error),
        ...(error instanceof ForbiddenAddressError ? { refused: true } : {}),
      }),
    );
    request.end(body);
  });
}

function describeStatus(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `redirect (HTTP ${status}) not followed`;
  return `HTTP ${status}`;
}

/** A refused, reset or timed-out connection alike: telling them apart would tell a third party's ports apart. */
const CONNECT_FAILED = 'could not connect';

function describeNetworkError(error: Error & { code?: string }): string {
  if (error instanceof ForbiddenAddressError) return 'destination address not allowed';
  const known: Record<string, string> = {
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  };
  return (error.code && known[error.code]) ?? CONNECT_FAILED;
}
