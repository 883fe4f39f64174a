/**
 * The IAM actions an AWS SDK call needs, read from the command and its input: what IAM would
 * check if the call were made in AWS. A transaction or batch needs each item's action on each
 * item's table (IAM has no `TransactWriteItems` action), SendMessageBatch needs `SendMessage`,
 * and so on. Pure, so the IAM conformance test and its unit test share it.
 */
import type { AwsAction } from '#infra/local/functions/protocol.ts';

type Input = Record<string, unknown> | undefined;

const TRANSACT_WRITE_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** SQS batch actions are authorized by their single-message action. */
const SQS_ACTIONS: Record<string, string> = {
  SendMessageBatch: 'SendMessage',
  DeleteMessageBatch: 'DeleteMessage',
  ChangeMessageVisibilityBatch: 'ChangeMessageVisibility',
};

function tableResource(table: unknown, index?: unknown): string {
  return typeof index === 'string' ? `${String(table)}/index/${index}` : String(table);
}

function dynamodbActions(command: string, input: Input): AwsAction[] {
  if (command === 'TransactWriteItems') {
    return ((input?.TransactItems as Record<string, Record<string, unknown>>[] | undefined) ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, op]) => ({
        action: TRANSACT_WRITE_ACTIONS[kind] ?? `dynamodb:${kind}`,
        resource: tableResource(op.TableName),
      })),
    );
  }
  if (command === 'TransactGetItems') {
    return ((input?.TransactItems as { Get: { TableName: unknown } }[] | undefined) ?? []).map((item) => ({
      action: 'dynamodb:GetItem',
      resource: tableResource(item.Get.TableName),
    }));
  }
  if (command === 'BatchGetItem' || command === 'BatchWriteItem') {
    return Object.keys((input?.RequestItems as Record<string, unknown> | undefined) ?? {}).map((table) => ({
      action: `dynamodb:${command}`,
      resource: table,
    }));
  }
  return [{ action: `dynamodb:${command}`, resource: tableResource(input?.TableName, input?.IndexName) }];
}

/** The IAM actions of one call of `command` (without its `Command` suffix) on `service`. */
export function awsActions(service: string, command: string, input: Input): AwsAction[] {
  switch (service) {
    case 'dynamodb':
      return dynamodbActions(command, input);
    case 'sqs':
      return [{ action: `sqs:${SQS_ACTIONS[command] ?? command}`, resource: String(input?.QueueUrl) }];
    case 'secretsmanager':
      return [{ action: `secretsmanager:${command}`, resource: String(input?.SecretId) }];
    case 'kms':
      // A key being created has no ARN yet; the tags it is created with need TagResource too.
      if (command === 'CreateKey') {
        return [
          { action: 'kms:CreateKey', resource: '*' },
          ...(Array.isArray(input?.Tags) && input.Tags.length > 0 ? [{ action: 'kms:TagResource', resource: '*' }] : []),
        ];
      }
      return [{ action: `kms:${command}`, resource: String(input?.KeyId) }];
    default:
      return [{ action: `${service}:${command}`, resource: '*' }];
  }
}

/** The service of a client, from the SDK's client name (`DynamoDBClient` → `dynamodb`). */
export function serviceOfClient(clientName: string | undefined): string {
  const name = (clientName ?? '').replace(/Client$/, '').toLowerCase();
  return name === 'dynamodbdocument' ? 'dynamodb' : name;
}
