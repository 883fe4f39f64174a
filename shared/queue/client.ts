/** The SQS client, created once per container. Locally `SQS_ENDPOINT` points it at the emulator. */
import { SQSClient } from '@aws-sdk/client-sqs';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';
import { config } from '#shared/config.ts';

export const sqs = new SQSClient({
  region: config.AWS_REGION,
  ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT } : {}),
  requestHandler: sdkRequestHandler(config.SDK_REQUEST_TIMEOUT_MS),
});
