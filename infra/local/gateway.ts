/**
 * The local API Gateway: a node:http server that routes each request through the route table
 * to the same Lambda handler AWS runs, with a payload 2.0 event, and mirrors the gateway's own
 * behaviour (10 MB limit, 502 for a failed function, 503 after 30 s, `$default` fallback).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { FALLBACK_ENTRY, routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { FAULT_SCOPE_HEADER } from '#infra/local/faults.ts';
import { inProcessInvoker, type Invoker } from '#infra/local/functions/invoker.ts';
import { buildHttpApiEvent, newGatewayRequestId } from '#infra/local/http-api-event.ts';
import { gatewayHeaders, readBody, sourceIp, stopServer, writeResponse } from '#infra/local/http-io.ts';
import { BAD_GATEWAY, GATEWAY_TIMEOUT, jsonResponse, toHttpResponse, type HttpResponseParts } from '#infra/local/lambda-result.ts';
import { matchRoute } from '#shared/http/route-match.ts';

export interface GatewayOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to the service's route table; tests pass fixture routes. */
  routes?: readonly HttpRoute[];
  fallbackEntry?: string;
  /** Runs the functions; default: in this process, entries relative to `rootDir` (test fixtures). */
  invoker?: Invoker;
  /** Root the entries are relative to, for the default invoker; defaults to the repository root. */
  rootDir?: string;
  /** Integration timeout (API Gateway HTTP API allows at most 30 s). */
  timeoutMs?: number;
  /** Prefix of the function names in the Lambda context. */
  functionPrefix?: string;
  /** Where request lines go; omit for the console, or set quiet. */
  log?: (line: string) => void;
  quiet?: boolean;
  /** Where function failures go (what CloudWatch would hold); default stderr. */
  logError?: (line: string, error?: unknown) => void;
  /** Local-only endpoints answered before route matching (`/__local/faults`); null passes on. */
  intercept?: (method: string, path: string, rawQuery: string, body: Buffer) => HttpResponseParts | null;
}

export interface Gateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the gateway and resolves once it listens. */
export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const routes = options.routes ?? routeList;
  const fallbackEntry = options.fallbackEntry ?? FALLBACK_ENTRY;
  const invoker = options.invoker ?? inProcessInvoker(options.rootDir);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const prefix = options.functionPrefix ?? 'wallet-local';
  const log = options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line)));
  const logError = options.logError ?? ((line: string, error?: unknown) => console.error(line, ...(error ? [error] : [])));

  async function invoke(req: IncomingMessage, body: Buffer, requestId: string): Promise<HttpResponseParts> {
    // Split by hand: new URL() would read a path like `//x` as a host.
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
    const local = options.intercept?.(req.method ?? 'GET', rawPath, queryAt < 0 ? '' : target.slice(queryAt + 1), body);
    if (local) return local;
    const match = matchRoute(routes, req.method ?? 'GET', rawPath);
    const event = buildHttpApiEvent(
      {
        method: req.method ?? 'GET',
        path: rawPath,
        rawQueryString: queryAt < 0 ? '' : target.slice(queryAt + 1),
        headers: gatewayHeaders(req),
        body,
        routeKey: match?.routeKey ?? '$default',
        ...(match ? { pathParameters: match.pathParameters } : {}),
        sourceIp: sourceIp(req),
      },
      requestId,
    );
    const functionId = match?.route.id ?? 'fallback';
    const functionName = `${prefix}-${functionId}`;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const call = invoker.invoke({
        functionId,
        entry: match?.route.entry ?? fallbackEntry,
        event,
        context: { functionName, requestId, timeoutMs },
        faultScope: event.headers[FAULT_SCOPE_HEADER],
      });
      const result = await Promise.race([call, timeout]);
      if (result === 'timeout') {
        logError(`[gateway] ${functionName} (${requestId}) timed out after ${timeoutMs} ms`);
        return GATEWAY_TIMEOUT;
      }
      const response = toHttpResponse(result);
      if (!response) logError(`[gateway] ${functionName} (${requestId}) returned a result API Gateway cannot use`);
      return response ?? BAD_GATEWAY;
    } catch (error) {
      // What a crashed function leaves in its logs; the caller only sees API Gateway's 502.
      logError(`[gateway] ${functionName} (${requestId}) failed:`, error);
      return BAD_GATEWAY;
    } finally {
      clearTimeout(timer);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = newGatewayRequestId();
    let response: HttpResponseParts;
    try {
      const { body, tooLarge } = await readBody(req);
      response = tooLarge ? payloadTooLarge(requestId) : await invoke(req, body, requestId);
    } catch (error) {
      logError(`[gateway] ${requestId} could not be read:`, error);
      response = BAD_GATEWAY;
    }
    writeResponse(res, response, requestId);
    // Method, path and outcome only: headers and bodies carry API tokens.
    log(`${req.method} ${(req.url ?? '/').split('?')[0]} ${response.status} ${Math.round(performance.now() - started)}ms`);
  }

  const server = createServer({ keepAlive: true }, (req, res) => void handle(req, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, log));
  // Above the usual client idle timeouts so a pooled connection is not closed under a client.
  server.keepAliveTimeout = 65_000;
  const wanted = options.port ?? 3000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${wanted} is in use: set PORT to another port (0 picks a free one).`) : error),
    );
    // Loopback only: the seeded key is a real credential for anyone who can reach the port.
    server.listen(wanted, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => stopServer(server),
  };
}

/**
 * A request node:http could not parse. Over its header limit (16 KiB: the request line and the
 * headers, which a long query such as a cursor can reach), the answer is 431 `headers_too_large`
 * in the envelope, as the document says, instead of node's empty 431; anything else unparsable
 * gets node's own plain 400, and a socket already gone is dropped.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, log: (line: string) => void): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const requestId = newGatewayRequestId();
  const body = JSON.stringify({
    data: null,
    error: { code: 'headers_too_large', message: 'The request line and headers are larger than 16 KiB.' },
    request_id: requestId,
  });
  socket.end(
    'HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\n' +
      `apigw-requestid: ${requestId}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  log(`(request line and headers over 16 KiB) 431`);
}

/** The limit is the gateway's, so the function is never invoked; the envelope is the API's. */
function payloadTooLarge(requestId: string): HttpResponseParts {
  return jsonResponse(413, {
    data: null,
    error: { code: 'payload_too_large', message: 'The request body is larger than 10 MB.' },
    request_id: requestId,
  });
}
