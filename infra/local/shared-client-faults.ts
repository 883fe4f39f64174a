/**
 * Puts the fault middleware (infra/local/faults.ts) on the SDK clients the handlers share: the
 * DocumentClient of `shared/db/client.ts` (which shares its low-level client's middleware
 * stack) and the SQS client of `shared/queue/client.ts`. Both are created once per process, so
 * every handler the local stack runs goes through them.
 */
import { installFaults } from '#infra/local/faults.ts';

/**
 * Installs the middleware. Call after the local environment is applied: importing the clients
 * reads the configuration.
 */
export async function installSharedClientFaults(): Promise<void> {
  const { db } = await import('#shared/db/client.ts');
  installFaults(db, 'dynamodb');
  const { sqs } = await import('#shared/queue/client.ts');
  installFaults(sqs, 'sqs');
}
