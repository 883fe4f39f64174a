/**
 * The floor every function is compared with: the least a Lambda behind API Gateway can do
 * that still reads DynamoDB — one `DynamoDBDocumentClient` GetItem and a JSON response, no
 * framework, no validation, no authentication. The bench bundles it with the house settings
 * and measures it beside the routes in the same run, so ratios survive a noisy machine.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

// Only set locally (DynamoDB Local), as for the real functions.
const endpoint = process.env.DYNAMODB_ENDPOINT;

/** Exported so the bench can meter its DynamoDB calls as it does the routes'. */
export const floorDb = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}));

/** One GetItem, one JSON response: nothing a real route could do without. */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  const out = await floorDb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'BENCH#FLOOR', sk: 'FLOOR' } }));
  return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ item: out.Item ?? null }) };
}
