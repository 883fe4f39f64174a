/**
 * Runs in every test worker before the test files: points the shared modules at the test
 * stack, so tests can import them (shared/config.ts reads the environment at import).
 */
import { inject } from 'vitest';
import { CUSTODY_SIGNERS_ENV, custodySignersOf, functionDef } from '#shared/wiring/functions.ts';
import { localSignerRoleArn } from '#infra/local/functions/environment.ts';

const stack = inject('stack');
Object.assign(process.env, {
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
  SQS_ENDPOINT: stack.sqsEndpoint,
  AWS_REGION: stack.region,
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  STAGE: 'local',
  // The same webhook settings as the test stack, for tests that run the dispatcher in-process.
  WEBHOOK_RETRY_SCHEDULE: '1,1,2',
  WEBHOOK_ALLOW_LOCALHOST: 'true',
  WEBHOOK_EXTRA_PORTS: '1024-65535',
  WEBHOOK_PARK_SECONDS: '2',
  WEBHOOK_QUEUE_URL: stack.queueUrls['webhook-deliveries'],
  WEBHOOK_DLQ_URL: stack.queueUrls['webhook-deliveries-dlq'],
  WEBHOOK_PUT_BACK_QUEUE_URL: stack.queueUrls['webhook-put-backs'],
  CUSTODY_SETTLEMENT_QUEUE_URL: stack.queueUrls['custody-settlement'],
  CUSTODY_SETTLEMENT_DLQ_URL: stack.queueUrls['custody-settlement-dlq'],
  SANDBOX_SETTLEMENT_DELAY_SECONDS: '1',
  // Handlers run in a test (the dispatcher) open what the stack's functions sealed, with the stack's key.
  WEBHOOK_SECRETS_KEY_ARN: stack.kmsKeyArns['webhook-secrets'],
  // Tests that make custody keys in-process name the same signers as the stack's wallet creation.
  [CUSTODY_SIGNERS_ENV]: custodySignersOf(functionDef('createWallet'))
    .map((fn) => localSignerRoleArn('local', fn.id))
    .join(','),
  KMS_ENDPOINT: stack.awsStandInEndpoint,
  SECRETS_MANAGER_ENDPOINT: stack.awsStandInEndpoint,
});
delete process.env.AWS_SESSION_TOKEN;
delete process.env.AWS_PROFILE;
