import { describe, expect, it } from 'vitest';
import { awsActions, serviceOfClient } from '#infra/local/functions/aws-actions.ts';

describe('the IAM actions of an SDK call', () => {
  it('names single-item calls and queries on their table or index', () => {
    expect(awsActions('dynamodb', 'GetItem', { TableName: 't', Key: {} })).toEqual([{ action: 'dynamodb:GetItem', resource: 't' }]);
    expect(awsActions('dynamodb', 'Query', { TableName: 't', IndexName: 'gsi1' })).toEqual([
      { action: 'dynamodb:Query', resource: 't/index/gsi1' },
    ]);
  });

  it('splits a transaction into the action of each item, as IAM authorizes it', () => {
    const input = {
      TransactItems: [
        { Put: { TableName: 't' } },
        { Update: { TableName: 't' } },
        { ConditionCheck: { TableName: 't' } },
        { Delete: { TableName: 'u' } },
      ],
    };
    expect(awsActions('dynamodb', 'TransactWriteItems', input)).toEqual([
      { action: 'dynamodb:PutItem', resource: 't' },
      { action: 'dynamodb:UpdateItem', resource: 't' },
      { action: 'dynamodb:ConditionCheckItem', resource: 't' },
      { action: 'dynamodb:DeleteItem', resource: 'u' },
    ]);
    expect(awsActions('dynamodb', 'TransactGetItems', { TransactItems: [{ Get: { TableName: 't' } }] })).toEqual([
      { action: 'dynamodb:GetItem', resource: 't' },
    ]);
  });

  it('names batch reads on each table they read', () => {
    expect(awsActions('dynamodb', 'BatchGetItem', { RequestItems: { t: {}, u: {} } })).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: 't' },
      { action: 'dynamodb:BatchGetItem', resource: 'u' },
    ]);
  });

  it('authorizes SQS batches by their single-message action, on the queue URL', () => {
    expect(awsActions('sqs', 'SendMessageBatch', { QueueUrl: 'http://q/1/a' })).toEqual([
      { action: 'sqs:SendMessage', resource: 'http://q/1/a' },
    ]);
    expect(awsActions('sqs', 'ChangeMessageVisibility', { QueueUrl: 'http://q/1/a' })).toEqual([
      { action: 'sqs:ChangeMessageVisibility', resource: 'http://q/1/a' },
    ]);
  });

  it('names a secret read by the secret asked for', () => {
    expect(awsActions('secretsmanager', 'GetSecretValue', { SecretId: 'arn:s' })).toEqual([
      { action: 'secretsmanager:GetSecretValue', resource: 'arn:s' },
    ]);
  });

  it('reads the service from the client name', () => {
    expect(serviceOfClient('DynamoDBClient')).toBe('dynamodb');
    expect(serviceOfClient('SQSClient')).toBe('sqs');
    expect(serviceOfClient('SecretsManagerClient')).toBe('secretsmanager');
  });
});
