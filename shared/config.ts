/**
 * Process configuration, read from the environment once per container and validated: one export
 * per variable (its definition and check are in `shared/config/variables.ts`), read as
 * `import * as config from '#shared/config.ts'` and `config.TABLE_NAME`. esbuild keeps only the
 * exports a function's code reads, so each function's bundle carries, checks and builds at its
 * cold start only the variables on its own paths (docs/performance.md). A missing or malformed
 * variable throws at import time, so a misconfigured function fails its cold start loudly instead
 * of failing requests one by one; the CDK's synth checks every deployment setting at once
 * (`readConfig`), so a bad one fails there first.
 */
import '#shared/schemas/locale.ts';
import { setting } from '#shared/config/read.ts';
import * as variables from '#shared/config/variables.ts';

export const TABLE_NAME = /* @__PURE__ */ setting('TABLE_NAME', variables.TABLE_NAME);
export const AWS_REGION = /* @__PURE__ */ setting('AWS_REGION', variables.AWS_REGION);
export const DYNAMODB_ENDPOINT = /* @__PURE__ */ setting('DYNAMODB_ENDPOINT', variables.DYNAMODB_ENDPOINT);
export const SQS_ENDPOINT = /* @__PURE__ */ setting('SQS_ENDPOINT', variables.SQS_ENDPOINT);
export const KMS_ENDPOINT = /* @__PURE__ */ setting('KMS_ENDPOINT', variables.KMS_ENDPOINT);
export const SECRETS_MANAGER_ENDPOINT = /* @__PURE__ */ setting('SECRETS_MANAGER_ENDPOINT', variables.SECRETS_MANAGER_ENDPOINT);
export const SDK_REQUEST_TIMEOUT_MS = /* @__PURE__ */ setting('SDK_REQUEST_TIMEOUT_MS', variables.SDK_REQUEST_TIMEOUT_MS);
export const STAGE = /* @__PURE__ */ setting('STAGE', variables.STAGE);
export const LOG_LEVEL = /* @__PURE__ */ setting('LOG_LEVEL', variables.LOG_LEVEL);
export const WEBHOOK_QUEUE_URL = /* @__PURE__ */ setting('WEBHOOK_QUEUE_URL', variables.WEBHOOK_QUEUE_URL);
export const WEBHOOK_DLQ_URL = /* @__PURE__ */ setting('WEBHOOK_DLQ_URL', variables.WEBHOOK_DLQ_URL);
export const WEBHOOK_PUT_BACK_QUEUE_URL = /* @__PURE__ */ setting('WEBHOOK_PUT_BACK_QUEUE_URL', variables.WEBHOOK_PUT_BACK_QUEUE_URL);
export const WEBHOOK_RETRY_SCHEDULE = /* @__PURE__ */ setting('WEBHOOK_RETRY_SCHEDULE', variables.WEBHOOK_RETRY_SCHEDULE);
export const WEBHOOK_MAX_VISIBILITY_SECONDS = /* @__PURE__ */ setting(
  'WEBHOOK_MAX_VISIBILITY_SECONDS',
  variables.WEBHOOK_MAX_VISIBILITY_SECONDS,
);
export const WEBHOOK_ALLOW_LOCALHOST = /* @__PURE__ */ setting('WEBHOOK_ALLOW_LOCALHOST', variables.WEBHOOK_ALLOW_LOCALHOST);
export const WEBHOOK_AUTO_DISABLE_AFTER_SECONDS = /* @__PURE__ */ setting(
  'WEBHOOK_AUTO_DISABLE_AFTER_SECONDS',
  variables.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS,
);
export const WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK = /* @__PURE__ */ setting(
  'WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK',
  variables.WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK,
);
export const WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE = /* @__PURE__ */ setting(
  'WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE',
  variables.WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE,
);
export const WEBHOOK_ADMISSIONS_PER_SECOND = /* @__PURE__ */ setting(
  'WEBHOOK_ADMISSIONS_PER_SECOND',
  variables.WEBHOOK_ADMISSIONS_PER_SECOND,
);
export const EDGE_ORIGIN_DIGESTS = /* @__PURE__ */ setting('EDGE_ORIGIN_DIGESTS', variables.EDGE_ORIGIN_DIGESTS);
export const WEBHOOK_CONNECT_TIMEOUT_MS = /* @__PURE__ */ setting('WEBHOOK_CONNECT_TIMEOUT_MS', variables.WEBHOOK_CONNECT_TIMEOUT_MS);
export const WEBHOOK_RESPONSE_TIMEOUT_MS = /* @__PURE__ */ setting('WEBHOOK_RESPONSE_TIMEOUT_MS', variables.WEBHOOK_RESPONSE_TIMEOUT_MS);
export const WEBHOOK_PARK_AFTER_FAILURES = /* @__PURE__ */ setting('WEBHOOK_PARK_AFTER_FAILURES', variables.WEBHOOK_PARK_AFTER_FAILURES);
export const WEBHOOK_PARK_SECONDS = /* @__PURE__ */ setting('WEBHOOK_PARK_SECONDS', variables.WEBHOOK_PARK_SECONDS);
export const WEBHOOK_EXTRA_PORTS = /* @__PURE__ */ setting('WEBHOOK_EXTRA_PORTS', variables.WEBHOOK_EXTRA_PORTS);
export const CUSTODY_SETTLEMENT_QUEUE_URL = /* @__PURE__ */ setting('CUSTODY_SETTLEMENT_QUEUE_URL', variables.CUSTODY_SETTLEMENT_QUEUE_URL);
export const LIVE_CUSTODY_QUEUE_URL = /* @__PURE__ */ setting('LIVE_CUSTODY_QUEUE_URL', variables.LIVE_CUSTODY_QUEUE_URL);
export const CUSTODY_SETTLEMENT_DLQ_URL = /* @__PURE__ */ setting('CUSTODY_SETTLEMENT_DLQ_URL', variables.CUSTODY_SETTLEMENT_DLQ_URL);
export const SANDBOX_SETTLEMENT_DELAY_SECONDS = /* @__PURE__ */ setting(
  'SANDBOX_SETTLEMENT_DELAY_SECONDS',
  variables.SANDBOX_SETTLEMENT_DELAY_SECONDS,
);
export const PROVIDER_NETWORK_MODE = /* @__PURE__ */ setting('PROVIDER_NETWORK_MODE', variables.PROVIDER_NETWORK_MODE);
export const PARTNER_BASE_URL = /* @__PURE__ */ setting('PARTNER_BASE_URL', variables.PARTNER_BASE_URL);
export const PARTNER_API_KEY_SECRET_ARN = /* @__PURE__ */ setting('PARTNER_API_KEY_SECRET_ARN', variables.PARTNER_API_KEY_SECRET_ARN);
export const PARTNER_CALLBACK_SECRET_ARN = /* @__PURE__ */ setting('PARTNER_CALLBACK_SECRET_ARN', variables.PARTNER_CALLBACK_SECRET_ARN);
export const PARTNER_CALLBACK_TOLERANCE_SECONDS = /* @__PURE__ */ setting(
  'PARTNER_CALLBACK_TOLERANCE_SECONDS',
  variables.PARTNER_CALLBACK_TOLERANCE_SECONDS,
);
export const LIVE_CUSTODY_NETWORKS = /* @__PURE__ */ setting('LIVE_CUSTODY_NETWORKS', variables.LIVE_CUSTODY_NETWORKS);
export const LIVE_CHAINS_SECRET_ARN = /* @__PURE__ */ setting('LIVE_CHAINS_SECRET_ARN', variables.LIVE_CHAINS_SECRET_ARN);
export const CUSTODY_SIGNER_ROLE_ARNS = /* @__PURE__ */ setting('CUSTODY_SIGNER_ROLE_ARNS', variables.CUSTODY_SIGNER_ROLE_ARNS);
export const WEBHOOK_SECRETS_KEY_ARN = /* @__PURE__ */ setting('WEBHOOK_SECRETS_KEY_ARN', variables.WEBHOOK_SECRETS_KEY_ARN);
export const SECRET_CACHE_TTL_SECONDS = /* @__PURE__ */ setting('SECRET_CACHE_TTL_SECONDS', variables.SECRET_CACHE_TTL_SECONDS);
export const PARTNER_TIMEOUT_MS = /* @__PURE__ */ setting('PARTNER_TIMEOUT_MS', variables.PARTNER_TIMEOUT_MS);
export const PARTNER_RETRIES = /* @__PURE__ */ setting('PARTNER_RETRIES', variables.PARTNER_RETRIES);
export const PARTNER_CACHE_TTL_MS = /* @__PURE__ */ setting('PARTNER_CACHE_TTL_MS', variables.PARTNER_CACHE_TTL_MS);
export const RAMP_SANDBOX_STEP_MS = /* @__PURE__ */ setting('RAMP_SANDBOX_STEP_MS', variables.RAMP_SANDBOX_STEP_MS);
export const RAMP_SANDBOX_FUNDING_WINDOW_MS = /* @__PURE__ */ setting(
  'RAMP_SANDBOX_FUNDING_WINDOW_MS',
  variables.RAMP_SANDBOX_FUNDING_WINDOW_MS,
);
export const RAMP_FUNDING_WINDOW_SECONDS = /* @__PURE__ */ setting('RAMP_FUNDING_WINDOW_SECONDS', variables.RAMP_FUNDING_WINDOW_SECONDS);
export const QUOTE_REQUEST_TTL_SECONDS = /* @__PURE__ */ setting('QUOTE_REQUEST_TTL_SECONDS', variables.QUOTE_REQUEST_TTL_SECONDS);
export const RATE_LIMIT_WRITES_PER_SECOND = /* @__PURE__ */ setting('RATE_LIMIT_WRITES_PER_SECOND', variables.RATE_LIMIT_WRITES_PER_SECOND);
export const RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND = /* @__PURE__ */ setting(
  'RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND',
  variables.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND,
);
export const RATE_LIMIT_READS_PER_SECOND = /* @__PURE__ */ setting('RATE_LIMIT_READS_PER_SECOND', variables.RATE_LIMIT_READS_PER_SECOND);
export const RATE_LIMIT_WORKSPACE_READS_PER_SECOND = /* @__PURE__ */ setting(
  'RATE_LIMIT_WORKSPACE_READS_PER_SECOND',
  variables.RATE_LIMIT_WORKSPACE_READS_PER_SECOND,
);
export const AUTH_FAILURES_PER_SOURCE_PER_MINUTE = /* @__PURE__ */ setting(
  'AUTH_FAILURES_PER_SOURCE_PER_MINUTE',
  variables.AUTH_FAILURES_PER_SOURCE_PER_MINUTE,
);
export const WEBAUTHN_RP_ID = /* @__PURE__ */ setting('WEBAUTHN_RP_ID', variables.WEBAUTHN_RP_ID);
export const WEBAUTHN_ORIGINS = /* @__PURE__ */ setting('WEBAUTHN_ORIGINS', variables.WEBAUTHN_ORIGINS);
export const IDENTITY_LOOKUPS_PER_MINUTE = /* @__PURE__ */ setting('IDENTITY_LOOKUPS_PER_MINUTE', variables.IDENTITY_LOOKUPS_PER_MINUTE);
export const IDENTITY_LOOKUPS_PER_DAY = /* @__PURE__ */ setting('IDENTITY_LOOKUPS_PER_DAY', variables.IDENTITY_LOOKUPS_PER_DAY);
