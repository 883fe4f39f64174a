/**
 * The DynamoDB DocumentClient, created once per container and reused by every request.
 * Locally `DYNAMODB_ENDPOINT` points it at DynamoDB Local.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';
import { config } from '#shared/config.ts';

export interface DocumentClientOptions {
  region: string;
  endpoint?: string;
  /** Deadline of one attempt (shared/aws/request-handler.ts). */
  requestTimeoutMs: number;
}

/** The service's DocumentClient, with a deadline on every attempt. */
export function createDocumentClient(options: DocumentClientOptions): DynamoDBDocumentClient {
  const lowLevel = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    requestHandler: sdkRequestHandler(options.requestTimeoutMs),
  });
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
