/** Reading requests and writing responses for the local gateway (node:http). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { HttpResponseParts } from '#infra/local/lambda-result.ts';

/** API Gateway HTTP API's payload limit. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Past this the gateway stops draining an oversized body and drops the connection. */
const MAX_DRAIN_BYTES = 8 * MAX_BODY_BYTES;

/**
 * Reads the body up to the limit. An oversized body is still drained (not buffered) so the
 * client reads the 413 instead of a reset connection while it is still sending.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers['content-length'] ?? 0);
    let tooLarge = declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) req.destroy();
    });
    req.on('end', () => resolve({ body: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}

/**
 * Request headers as API Gateway passes them: lower-cased names, repeated values joined with
 * commas (cookies with `; `, which the event builder splits into `cookies`), plus the
 * `x-forwarded-*` headers it adds.
 */
export function gatewayHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const value = raw[i + 1] ?? '';
    const existing = headers[name];
    headers[name] = existing === undefined ? value : `${existing}${name === 'cookie' ? '; ' : ','}${value}`;
  }
  const ip = sourceIp(req);
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${ip}` : ip;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  return headers;
}

export function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** Writes a response with its length, plus the `apigw-requestid` header API Gateway adds. */
export function writeResponse(res: ServerResponse, parts: HttpResponseParts, requestId: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(parts.status, {
    ...parts.headers,
    'apigw-requestid': requestId,
    'content-length': String(parts.body.length),
  });
  res.end(parts.body);
}

/** Stops accepting, lets in-flight requests finish (up to 5 s), then drops what remains. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
