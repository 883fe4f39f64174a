/**
 * Deployment settings: the variables of `shared/config.ts` an operator may set for a whole
 * deployment (`cdk deploy -c <contextKey>=<value>`, or the environment of `npm start`). Every
 * function gets every setting that is set, in AWS and locally alike, so no function can run
 * with a setting its neighbours do not see; unset ones leave config.ts's defaults in force.
 */

export const SETTINGS = [
  'LOG_LEVEL',
  'SDK_REQUEST_TIMEOUT_MS',
  'RATE_LIMIT_WRITES_PER_SECOND',
  'RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND',
  'RATE_LIMIT_READS_PER_SECOND',
  'RATE_LIMIT_WORKSPACE_READS_PER_SECOND',
  'AUTH_FAILURES_PER_SOURCE_PER_MINUTE',
  'IDENTITY_LOOKUPS_PER_MINUTE',
  'IDENTITY_LOOKUPS_PER_DAY',
  'WEBHOOK_RETRY_SCHEDULE',
  'WEBHOOK_AUTO_DISABLE_AFTER_SECONDS',
  'WEBHOOK_MAX_VISIBILITY_SECONDS',
  'WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK',
  'WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE',
  'WEBHOOK_ADMISSIONS_PER_SECOND',
  'WEBHOOK_CONNECT_TIMEOUT_MS',
  'WEBHOOK_RESPONSE_TIMEOUT_MS',
  'WEBHOOK_PARK_AFTER_FAILURES',
  'WEBHOOK_PARK_SECONDS',
  'WEBHOOK_EXTRA_PORTS',
  'SANDBOX_SETTLEMENT_DELAY_SECONDS',
  'PROVIDER_NETWORK_MODE',
  'PARTNER_BASE_URL',
  'PARTNER_TIMEOUT_MS',
  'PARTNER_RETRIES',
  'PARTNER_CACHE_TTL_MS',
  'PARTNER_CALLBACK_TOLERANCE_SECONDS',
  'SECRET_CACHE_TTL_SECONDS',
  'RAMP_SANDBOX_STEP_MS',
  'RAMP_SANDBOX_FUNDING_WINDOW_MS',
  'RAMP_FUNDING_WINDOW_SECONDS',
  'QUOTE_REQUEST_TTL_SECONDS',
  'LIVE_CUSTODY_NETWORKS',
  'WEBAUTHN_RP_ID',
  'WEBAUTHN_ORIGINS',
  'EDGE_ORIGIN_DIGESTS',
] as const;

export type SettingName = (typeof SETTINGS)[number];

/**
 * Variables only the local stack sets; a deployed function never has them. The endpoints point
 * the SDK clients at the emulators and the stack's KMS and Secrets Manager stand-ins, the credentials are fakes the emulators accept (Lambda
 * provides real ones and `AWS_REGION` itself), and loopback webhooks are for local receivers.
 */
export const LOCAL_ONLY_VARIABLES = [
  'DYNAMODB_ENDPOINT',
  'SQS_ENDPOINT',
  'KMS_ENDPOINT',
  'SECRETS_MANAGER_ENDPOINT',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'WEBHOOK_ALLOW_LOCALHOST',
] as const;

/** `RAMP_SANDBOX_STEP_MS` → `rampSandboxStepMs`: the CDK context key of a setting. */
export function settingContextKey(name: SettingName): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The settings among `source` (an environment, or values read from CDK context by variable name). */
export function pickSettings(source: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SETTINGS) {
    const value = source[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
