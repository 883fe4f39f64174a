/** Finding a free TCP port for a child process that cannot be told to pick its own (DynamoDB Local). */
import { createServer } from 'node:net';

/**
 * Asks the OS for a free port on 127.0.0.1 and releases it. Another process could take it
 * before the caller binds it; locally that race is rare enough, and the caller fails loudly.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port.'))));
    });
  });
}

/**
 * Resolves when `port` on `host` can be bound (0 always can); rejects with a message saying what
 * to do when it cannot. `npm start` asks before it starts anything, so a busy port costs no Java.
 */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: stop what holds it, or set PORT to another port (PORT=0 picks a free one).`)
          : error,
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
