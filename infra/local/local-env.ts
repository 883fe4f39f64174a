/**
 * The environment of the local stack's own process: the seed workspace and the operator tooling
 * that runs in it read shared modules, which read configuration at import. The functions do not
 * see it: each runs in a worker with its own environment (infra/local/functions/).
 */

export interface LocalEnv {
  tableName: string;
  region: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  /** Queue and DLQ URLs and KMS key ARNs by environment variable name (`WEBHOOK_QUEUE_URL`, …). */
  resourceEnv: Record<string, string>;
}

/**
 * The webhook ports the local stack allows by default besides 443 and 80 (the setting
 * `WEBHOOK_EXTRA_PORTS`): its receivers (the example receiver on 8080, the tests' on ports the
 * system picks) listen on unprivileged ports. A deployment allows none unless its operator says.
 */
export const LOCAL_WEBHOOK_EXTRA_PORTS = '1024-65535';

/** Fixed fakes: the emulators accept anything, and fakes keep the SDK from a developer's real AWS profile. */
export const LOCAL_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' } as const;

/**
 * Points this process at the local services. Credentials are fixed fakes: the emulators
 * accept anything, and fakes keep the SDK from reaching for a developer's real AWS profile.
 */
export function applyLocalEnv(env: LocalEnv): void {
  Object.assign(process.env, {
    TABLE_NAME: env.tableName,
    AWS_REGION: env.region,
    AWS_DEFAULT_REGION: env.region,
    DYNAMODB_ENDPOINT: env.dynamodbEndpoint,
    SQS_ENDPOINT: env.sqsEndpoint,
    ...LOCAL_CREDENTIALS,
    STAGE: 'local',
    // Webhook receivers in local runs and tests are local servers (sandbox webhooks only).
    WEBHOOK_ALLOW_LOCALHOST: 'true',
    // A setting: the functions get it through the stack's settings, as a deployment's would.
    WEBHOOK_EXTRA_PORTS: process.env.WEBHOOK_EXTRA_PORTS ?? LOCAL_WEBHOOK_EXTRA_PORTS,
    ...env.resourceEnv,
  });
  // A session token or profile from the developer's shell would be mixed with the fakes.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/**
 * The variables only a local run gives a function (`LOCAL_ONLY_VARIABLES`): the emulators' and
 * stand-ins' endpoints, the region Lambda would set, fake credentials, loopback webhooks.
 */
export function localOnlyVariables(endpoints: { dynamodb: string; sqs: string; awsStandIns: string; region: string }) {
  return {
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    SQS_ENDPOINT: endpoints.sqs,
    KMS_ENDPOINT: endpoints.awsStandIns,
    SECRETS_MANAGER_ENDPOINT: endpoints.awsStandIns,
    AWS_REGION: endpoints.region,
    AWS_DEFAULT_REGION: endpoints.region,
    ...LOCAL_CREDENTIALS,
    WEBHOOK_ALLOW_LOCALHOST: 'true',
  };
}
