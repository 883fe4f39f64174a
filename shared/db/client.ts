/**
 * The DynamoDB DocumentClient, created once per container and reused by every request.
 * Locally `DYNAMODB_ENDPOINT` points it at DynamoDB Local.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';
import * as config from '#shared/config.ts';

export interface DocumentClientOptions {
  region: string;
  endpoint?: string;
  /** Deadline of one attempt (shared/aws/request-handler.ts). */
  requestTimeoutMs: number;
}

/** The service's DocumentClient, with a deadline on every attempt. */
export function createDocumentClient(options: DocumentClientOptions): DynamoDBDocumentClient {
  const lowLevel = withClientPlugins(
    new DynamoDBClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      requestHandler: sdkRequestHandler(options.requestTimeoutMs),
    }),
  );
  // The DocumentClient shares the low-level client's middleware stack, plugins included.
  return DynamoDBDocumentClient.from(lowLevel, {
    marshallOptions: { removeUndefinedValues: true },
  });
}

export const db = createDocumentClient({
  region: config.AWS_REGION,
  endpoint: config.DYNAMODB_ENDPOINT,
  requestTimeoutMs: config.SDK_REQUEST_TIMEOUT_MS,
});

export const TABLE_NAME = config.TABLE_NAME;
