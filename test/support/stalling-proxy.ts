/**
 * An HTTP proxy in front of an emulator that accepts chosen requests and never answers them,
 * as DynamoDB Local or the SQS emulator rarely does under load; every other request is
 * forwarded. Tests point a client at it to prove a stalled call is abandoned, not awaited forever.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface StallingProxy {
  url: string;
  /** How many requests were stalled so far. */
  readonly stalled: number;
  close(): Promise<void>;
}

/** Stalls the first `times` requests for which `stall` is true, and forwards the rest to `target`. */
export async function startStallingProxy(target: string, stall: (req: IncomingMessage) => boolean, times = 1): Promise<StallingProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let stalled = 0;
  const server = createServer((req, res) => {
    if (stalled < times && stall(req)) {
      stalled++;
      req.resume(); // Read the request, answer nothing.
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
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
