/**
 * An HTTP proxy in front of an emulator that accepts chosen requests and never answers them,
 * as DynamoDB Local or the SQS emulator rarely does under load; every other request is
 * forwarded. Tests point a client at it to prove a stalled call is abandoned, not awaited forever.
 * With `applyStalled`, a stalled request still reaches the emulator and only its answer is lost:
 * a write that landed although the caller never heard so.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface StallingProxy {
  url: string;
  /** How many requests were stalled so far. */
  readonly stalled: number;
  close(): Promise<void>;
}

export interface StallOptions {
  /** How many matching requests to stall (default 1). */
  times?: number;
  /** Forward a stalled request and drop the emulator's answer, instead of never forwarding it. */
  applyStalled?: boolean;
}

/** Stalls the first `times` requests for which `stall` is true, and forwards the rest to `target`. */
export async function startStallingProxy(
  target: string,
  stall: (req: IncomingMessage) => boolean,
  { times = 1, applyStalled = false }: StallOptions = {},
): Promise<StallingProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let stalled = 0;
  const server = createServer((req, res) => {
    const stallThis = stalled < times && stall(req);
    if (stallThis) stalled++;
    if (stallThis && !applyStalled) {
      req.resume(); // Read the request, answer nothing.
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (stallThis) {
          answer.resume(); // The emulator has applied the request; its answer never reaches the caller.
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    get stalled() {
      return stalled;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
