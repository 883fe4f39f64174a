/**
 * Runs in every worker of the unit suite before its test files, in place of setup-env.ts: the
 * unit suite runs without the local stack, so the shared modules (shared/config.ts reads the
 * environment at import) get a table name, a region, fake credentials and the test stack's
 * webhook and custody settings, and no endpoint: a unit test that reached for a service would fail.
 */
Object.assign(process.env, {
  TABLE_NAME: 'unit-tests',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  STAGE: 'local',
  WEBHOOK_RETRY_SCHEDULE: '1,1,2',
  WEBHOOK_ALLOW_LOCALHOST: 'true',
  WEBHOOK_EXTRA_PORTS: '1024-65535',
  SANDBOX_SETTLEMENT_DELAY_SECONDS: '1',
});
const UNSET = ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'DYNAMODB_ENDPOINT', 'SQS_ENDPOINT', 'KMS_ENDPOINT', 'SECRETS_MANAGER_ENDPOINT'];
for (const name of UNSET) delete process.env[name];
