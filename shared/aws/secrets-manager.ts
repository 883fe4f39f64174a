/**
 * The Secrets Manager client, in a module of its own that `shared/adapters/secret-store.ts` calls
 * on the first secret read. Imported statically and by name, so the bundler keeps only this
 * command of the client: a dynamic `import()` of it bundled every command of the package.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';

export interface SecretsManagerOptions {
  region: string;
  /** Only set locally (the local stack's stand-in). */
  endpoint?: string | undefined;
  /** Deadline of one attempt (shared/aws/request-handler.ts). */
  requestTimeoutMs: number;
}

/** A client with one method: the current string value of a secret. */
export function createSecretsReader(options: SecretsManagerOptions): (secretId: string) => Promise<string | undefined> {
  const client = withClientPlugins(
    new SecretsManagerClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      requestHandler: sdkRequestHandler(options.requestTimeoutMs),
    }),
  );
  return async (secretId) => (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
}
