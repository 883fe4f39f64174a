import { describe, expect, it } from 'vitest';
import { readConfig } from '#shared/config/read.ts';

const minimal = { TABLE_NAME: 'wallet-api' };

describe('configuration from the environment', () => {
  it('applies every default when only the table is set', () => {
    expect(readConfig(minimal)).toEqual({
      TABLE_NAME: 'wallet-api',
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: undefined,
      SQS_ENDPOINT: undefined,
      SDK_REQUEST_TIMEOUT_MS: 1000,
      STAGE: 'dev',
      LOG_LEVEL: 'info',
      WEBHOOK_QUEUE_URL: undefined,
      WEBHOOK_DLQ_URL: undefined,
      WEBHOOK_RETRY_SCHEDULE: [5, 60, 300, 1800, 7200, 21600, 43200],
      WEBHOOK_MAX_VISIBILITY_SECONDS: 43_140,
      WEBHOOK_ALLOW_LOCALHOST: false,
      WEBHOOK_AUTO_DISABLE_AFTER_SECONDS: 432_000,
      WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK: 5,
      WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE: 10,
      WEBHOOK_ADMISSIONS_PER_SECOND: 50,
      WEBHOOK_CONNECT_TIMEOUT_MS: 3000,
      WEBHOOK_RESPONSE_TIMEOUT_MS: 10_000,
      WEBHOOK_PARK_AFTER_FAILURES: 5,
      WEBHOOK_PARK_SECONDS: 60,
      WEBHOOK_EXTRA_PORTS: '',
      EDGE_ORIGIN_DIGESTS: '',
      CUSTODY_SETTLEMENT_QUEUE_URL: undefined,
      LIVE_CUSTODY_NETWORKS: '',
      CUSTODY_SETTLEMENT_DLQ_URL: undefined,
      SANDBOX_SETTLEMENT_DELAY_SECONDS: 5,
      PROVIDER_NETWORK_MODE: 'mock',
      PARTNER_BASE_URL: undefined,
      PARTNER_API_KEY_SECRET_ARN: undefined,
      PARTNER_CALLBACK_SECRET_ARN: undefined,
      PARTNER_CALLBACK_TOLERANCE_SECONDS: 300,
      SECRET_CACHE_TTL_SECONDS: 300,
      PARTNER_TIMEOUT_MS: 2000,
      PARTNER_RETRIES: 1,
      PARTNER_CACHE_TTL_MS: 30_000,
      RAMP_SANDBOX_STEP_MS: 2000,
      RAMP_SANDBOX_FUNDING_WINDOW_MS: 60_000,
      RAMP_FUNDING_WINDOW_SECONDS: 1800,
      QUOTE_REQUEST_TTL_SECONDS: 900,
      RATE_LIMIT_WRITES_PER_SECOND: 100,
      RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND: 500,
      RATE_LIMIT_READS_PER_SECOND: 200,
      RATE_LIMIT_WORKSPACE_READS_PER_SECOND: 1000,
      AUTH_FAILURES_PER_SOURCE_PER_MINUTE: 60,
      IDENTITY_LOOKUPS_PER_MINUTE: 60,
      IDENTITY_LOOKUPS_PER_DAY: 2000,
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: 'http://localhost:3000',
    });
  });

  it('reads numbers, lists, flags, choices and URLs into their types', () => {
    const config = readConfig({
      ...minimal,
      SDK_REQUEST_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_SCHEDULE: '1,1,2',
      WEBHOOK_MAX_VISIBILITY_SECONDS: '2',
      WEBHOOK_ALLOW_LOCALHOST: 'TRUE',
      SANDBOX_SETTLEMENT_DELAY_SECONDS: '0',
      PROVIDER_NETWORK_MODE: 'hybrid',
      PARTNER_BASE_URL: 'http://127.0.0.1:4010',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      SDK_REQUEST_TIMEOUT_MS: 2000,
      WEBHOOK_RETRY_SCHEDULE: [1, 1, 2],
      WEBHOOK_MAX_VISIBILITY_SECONDS: 2,
      WEBHOOK_ALLOW_LOCALHOST: true,
      SANDBOX_SETTLEMENT_DELAY_SECONDS: 0,
      PROVIDER_NETWORK_MODE: 'hybrid',
      PARTNER_BASE_URL: 'http://127.0.0.1:4010',
      LOG_LEVEL: 'silent',
    });
    expect(readConfig({ ...minimal, WEBHOOK_ALLOW_LOCALHOST: 'off' }).WEBHOOK_ALLOW_LOCALHOST).toBe(false);
  });

  it('refuses a bad environment, naming every variable that is wrong', () => {
    const bad = {
      SDK_REQUEST_TIMEOUT_MS: '2001',
      SANDBOX_SETTLEMENT_DELAY_SECONDS: '1e2',
      PARTNER_RETRIES: '',
      WEBHOOK_ALLOW_LOCALHOST: 'maybe',
      LOG_LEVEL: 'verbose',
      STAGE: 'Prod',
      SQS_ENDPOINT: 'not a url',
      WEBHOOK_RETRY_SCHEDULE: '5,,60',
      // SQS's own 12 hours leave no margin for the time between the receive and the invocation.
      WEBHOOK_MAX_VISIBILITY_SECONDS: '43200',
    };
    let message = '';
    try {
      readConfig(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of ['TABLE_NAME', ...Object.keys(bad)]) expect(message).toContain(`${name}: `);
  });

  it('needs the partner URL in hybrid mode', () => {
    expect(() => readConfig({ ...minimal, PROVIDER_NETWORK_MODE: 'hybrid' })).toThrow(
      'PARTNER_BASE_URL: required when PROVIDER_NETWORK_MODE is hybrid',
    );
  });
});
