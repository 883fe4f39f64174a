/**
 * The KMS client of envelope encryption, in a module of its own that `shared/crypto/envelope.ts`
 * calls on the first data key it needs. Imported statically and by name, so the bundler keeps only
 * these two commands of the client: a dynamic `import()` of it bundled every command of the package.
 */
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';

export interface DataKeyService {
  /** A fresh 256-bit data key: in the clear, and wrapped by the KMS key. */
  generate(keyId: string, context: Record<string, string>): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }>;
  /** Unwraps a data key; KMS checks the key and the encryption context. */
  unwrap(keyId: string, wrapped: Uint8Array, context: Record<string, string>): Promise<Uint8Array>;
}

export function createDataKeyService(options: { region: string; endpoint?: string | undefined; requestTimeoutMs: number }): DataKeyService {
  const kms = withClientPlugins(
    new KMSClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      requestHandler: sdkRequestHandler(options.requestTimeoutMs),
    }),
  );
  return {
    async generate(keyId, context) {
      const out = await kms.send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }));
      if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key.');
      return { plaintext: out.Plaintext, wrapped: out.CiphertextBlob };
    },
    async unwrap(keyId, wrapped, context) {
      const out = await kms.send(new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: context }));
      if (!out.Plaintext) throw new Error('KMS returned no plaintext.');
      return out.Plaintext;
    },
  };
}
