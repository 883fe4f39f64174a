/** The SQS client, created once per container. Locally `SQS_ENDPOINT` points it at the emulator. */
import { SQSClient } from '@aws-sdk/client-sqs';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';
import * as config from '#shared/config.ts';

export interface SqsClientOptions {
  region: string;
  endpoint?: string;
  /** Deadline of one attempt (shared/aws/request-handler.ts). */
  requestTimeoutMs: number;
}

/** The service's SQS client, with a deadline on every attempt. */
export function createSqsClient(options: SqsClientOptions): SQSClient {
  return withClientPlugins(
    new SQSClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      requestHandler: sdkRequestHandler(options.requestTimeoutMs),
    }),
  );
}

export const sqs = createSqsClient({
  region: config.AWS_REGION,
  endpoint: config.SQS_ENDPOINT,
  requestTimeoutMs: config.SDK_REQUEST_TIMEOUT_MS,
});
