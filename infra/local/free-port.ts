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
