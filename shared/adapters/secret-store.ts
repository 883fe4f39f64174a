/**
 * Secrets read at run time from AWS Secrets Manager (`shared/secrets.ts`): the function's
 * environment holds only the secret's ARN, and the value is cached per container for
 * `SECRET_CACHE_TTL_SECONDS`, so a rotated value is used within that bound without a deploy.
 * The client is created on the first read: a function that never reads a secret (mock mode)
 * never makes one. Its module is imported statically: through `import()` esbuild bundled the
 * whole SDK package, every command, untouched by tree-shaking (docs/performance.md).
 */
import * as config from '#shared/config.ts';
import { createSecretsReader } from '#shared/aws/secrets-manager.ts';

interface Cached {
  value: string;
  expiresAt: number;
}

/** Concurrent first reads share one call; a failed read is not kept. */
const cache = new Map<string, Promise<Cached>>();
let reader: Promise<(secretId: string) => Promise<string | undefined>> | undefined;

function secretsReader() {
  reader ??= Promise.resolve().then(() =>
    createSecretsReader({
      region: config.AWS_REGION,
      endpoint: config.SECRETS_MANAGER_ENDPOINT,
      requestTimeoutMs: config.SDK_REQUEST_TIMEOUT_MS,
    }),
  );
  return reader;
}

/**
 * The secret does not exist, or holds no value yet: the stage's operator has not configured it
 * (the local stack without its variable, a context-named secret never given a value). Apart
 * from a failing read, so a route can say what is missing rather than answer 500.
 */
export class SecretNotConfiguredError extends Error {
  override readonly name = 'SecretNotConfiguredError';
}

async function fetchSecret(secretId: string, now: number): Promise<Cached> {
  let value: string | undefined;
  try {
    value = await (await secretsReader())(secretId);
  } catch (error) {
    // Also what Secrets Manager answers for a secret with no current version yet.
    if ((error as { name?: unknown }).name === 'ResourceNotFoundException') {
      throw new SecretNotConfiguredError(`Secret ${secretId} is not configured.`, { cause: error });
    }
    throw error;
  }
  if (typeof value !== 'string' || value.length === 0) throw new SecretNotConfiguredError(`Secret ${secretId} has no string value.`);
  return { value, expiresAt: now + config.SECRET_CACHE_TTL_SECONDS * 1000 };
}

/** The current value of the secret with this ARN, from the container's cache while it is fresh. */
export async function readSecret(secretId: string, now: number = Date.now()): Promise<string> {
  let entry = cache.get(secretId);
  if (entry) {
    const cached = await entry.catch(() => undefined);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cache.get(secretId) === entry) cache.delete(secretId);
  }
  entry = cache.get(secretId) ?? fetchSecret(secretId, now);
  cache.set(secretId, entry);
  try {
    return (await entry).value;
  } catch (error) {
    if (cache.get(secretId) === entry) cache.delete(secretId);
    throw error;
  }
}

/** Forgets every cached value (tests of the cache). */
export function clearSecretCache(): void {
  cache.clear();
}
