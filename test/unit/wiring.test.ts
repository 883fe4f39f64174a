import { describe, expect, it } from 'vitest';
import { readConfig } from '#shared/config/read.ts';
import { dlqUrlEnv, queues } from '#shared/queues.ts';
import { kmsKeys } from '#shared/kms-keys.ts';
import { secrets } from '#shared/secrets.ts';
import { CUSTODY_SIGNERS_ENV, functionDef, functionEnvironment, functionList, type EnvironmentValues } from '#shared/wiring/functions.ts';
import { LOCAL_ONLY_VARIABLES, SETTINGS, settingContextKey } from '#shared/wiring/settings.ts';

const values: EnvironmentValues = {
  tableName: 'table',
  stage: 'dev',
  queueUrl: (id) => `queue:${id}`,
  deadLetterQueueUrl: (id) => `dlq:${id}`,
  secretArn: (id) => `secret:${id}`,
  kmsKeyArn: (id) => `key:${id}`,
  signerRoleArn: (id) => `role:${id}`,
  settings: { LOG_LEVEL: 'debug' },
};

describe('the function table', () => {
  it('has one function per route, the fallback, and each consumer, with unique ids', () => {
    const ids = functionList.map((fn) => fn.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['fallback', 'queue-webhook-deliveries', 'stream-outbox-fanout', 'resendWebhookDelivery']));
  });

  it('gives the resend route the webhook queue it sends to, and nothing it does not declare', () => {
    expect(functionEnvironment(functionDef('resendWebhookDelivery'), values)).toEqual({
      LOG_LEVEL: 'debug',
      TABLE_NAME: 'table',
      STAGE: 'dev',
      WEBHOOK_QUEUE_URL: 'queue:webhook-deliveries',
    });
    expect(functionEnvironment(functionDef('getTransferPolicy'), values)).toEqual({
      LOG_LEVEL: 'debug',
      TABLE_NAME: 'table',
      STAGE: 'dev',
    });
  });

  it('gives a queue consumer its own queue, and the dispatcher its dead-letter queue', () => {
    const dispatcher = functionEnvironment(functionDef('queue-webhook-deliveries'), values);
    expect(dispatcher).toMatchObject({
      WEBHOOK_QUEUE_URL: 'queue:webhook-deliveries',
      WEBHOOK_DLQ_URL: 'dlq:webhook-deliveries',
      WEBHOOK_PUT_BACK_QUEUE_URL: 'queue:webhook-put-backs',
    });
    // The put-back queue's consumer dispatches the same deliveries: it fails them to the delivery queue's DLQ.
    expect(functionEnvironment(functionDef('queue-webhook-put-backs'), values)).toMatchObject({
      WEBHOOK_PUT_BACK_QUEUE_URL: 'queue:webhook-put-backs',
      WEBHOOK_DLQ_URL: 'dlq:webhook-deliveries',
    });
    expect(functionEnvironment(functionDef('queue-custody-settlement'), values)).not.toHaveProperty('CUSTODY_SETTLEMENT_DLQ_URL');
  });

  it("gives a secret's ARN, never its value, to the functions that declare it", () => {
    expect(functionEnvironment(functionDef('createRampPayment'), values)).toMatchObject({
      PARTNER_API_KEY_SECRET_ARN: 'secret:partner-api-key',
    });
    expect(functionEnvironment(functionDef('createTransfer'), values)).not.toHaveProperty('PARTNER_API_KEY_SECRET_ARN');
  });

  it('gives the KMS key to the functions that seal or open signing secrets, and to no other', () => {
    const holders = functionList.filter((fn) => 'WEBHOOK_SECRETS_KEY_ARN' in functionEnvironment(fn, values)).map((fn) => fn.id);
    expect(holders.sort()).toEqual(['createWebhook', 'queue-webhook-deliveries', 'queue-webhook-put-backs', 'rotateWebhookSecret']);
  });

  it('names the custody signers’ roles to the function that creates custody keys, and to no other', () => {
    const holders = functionList.filter((fn) => CUSTODY_SIGNERS_ENV in functionEnvironment(fn, values));
    expect(holders.map((fn) => fn.id)).toEqual(['createWallet']);
    const signers = functionList.filter((fn) => fn.uses.signsWith.includes('custody-wallets')).map((fn) => `role:${fn.id}`);
    expect(signers.length).toBeGreaterThan(0);
    expect(functionEnvironment(functionDef('createWallet'), values)[CUSTODY_SIGNERS_ENV]).toBe(signers.join(','));
  });

  it('refuses settings that are not deployment settings', () => {
    expect(() => functionEnvironment(functionDef('fallback'), { ...values, settings: { TABLE_NAME: 'other' } })).toThrow(
      /Not deployment settings: TABLE_NAME/,
    );
  });
});

describe('deployment settings', () => {
  it('names every variable of the configuration as derived, a setting, or local only', () => {
    const derived = [
      'TABLE_NAME',
      'STAGE',
      ...queues.flatMap((q) => [q.urlEnv, dlqUrlEnv(q)]),
      ...secrets.map((s) => s.arnEnv),
      ...kmsKeys.map((k) => k.arnEnv),
      CUSTODY_SIGNERS_ENV,
    ];
    const known = new Set<string>([...derived, ...SETTINGS, ...LOCAL_ONLY_VARIABLES]);
    const variables = Object.keys(readConfig({ TABLE_NAME: 't' }));
    expect(variables.filter((name) => !known.has(name))).toEqual([]);
    expect(SETTINGS.filter((name) => !variables.includes(name))).toEqual([]);
  });

  it('takes each setting from a camelCase context key', () => {
    expect(settingContextKey('RAMP_SANDBOX_STEP_MS')).toBe('rampSandboxStepMs');
    expect(settingContextKey('LOG_LEVEL')).toBe('logLevel');
  });
});
