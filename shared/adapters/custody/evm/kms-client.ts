/**
 * The KMS client of custody keys, made once per container through the service's client plugins,
 * at `KMS_ENDPOINT` when set (the local stack's stand-in, which hands these operations to its moto
 * KMS), and the error every custody key operation throws.
 */
import { KMSClient } from '@aws-sdk/client-kms';
import * as config from '#shared/config.ts';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';

export class CustodyKeyError extends Error {
  readonly code:
    | 'not-secp256k1'
    | 'no-key'
    | 'no-public-key'
    | 'not-visible-yet'
    | 'no-signature'
    | 'wrong-signer'
    | 'not-eip1559'
    | 'not-approved';
  constructor(code: CustodyKeyError['code'], message: string) {
    super(message);
    this.name = 'CustodyKeyError';
    this.code = code;
  }
}

let client: KMSClient | undefined;
let singleAttemptClient: KMSClient | undefined;

/**
 * The deadline of the one `CreateKey` attempt: longer than other calls', since a call that times
 * out leaves it unknown whether a key was made, and making an asymmetric key takes KMS longer.
 */
export const CREATE_KEY_TIMEOUT_MS = 3000;

const make = (options: { maxAttempts?: number; requestTimeoutMs?: number } = {}) =>
  withClientPlugins(
    new KMSClient({
      region: config.AWS_REGION,
      ...(config.KMS_ENDPOINT ? { endpoint: config.KMS_ENDPOINT } : {}),
      requestHandler: sdkRequestHandler(options.requestTimeoutMs ?? config.SDK_REQUEST_TIMEOUT_MS),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    }),
  );

export function kms(): KMSClient {
  client ??= make();
  return client;
}

/**
 * The client for `CreateKey`, which the SDK must never send twice: KMS takes no idempotency
 * token, so a retry after a lost answer would make a second key. Its caller retries instead,
 * with the key's record in hand (kms-keys.ts).
 */
export function kmsSingleAttempt(): KMSClient {
  singleAttemptClient ??= make({ maxAttempts: 1, requestTimeoutMs: Math.max(config.SDK_REQUEST_TIMEOUT_MS, CREATE_KEY_TIMEOUT_MS) });
  return singleAttemptClient;
}
