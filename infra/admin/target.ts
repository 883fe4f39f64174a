/**
 * Which table the operator CLI writes to, and the environment that points the shared
 * provisioning modules at it (they read configuration once, at import).
 */
import { readLiveState, stateDir, statePath } from '#infra/local/state-file.ts';
import { UsageError } from '#infra/admin/usage.ts';

export interface TargetFlags {
  table?: string | undefined;
  region?: string | undefined;
  endpoint?: string | undefined;
}

export interface Target {
  tableName: string;
  region: string;
  endpoint: string | undefined;
  /** True for the local stack: fake credentials, never a developer's AWS profile. */
  local: boolean;
  /** One line for stderr, so the operator sees where the write went. */
  description: string;
}

/** An explicit table (flag, then env TABLE_NAME) wins; otherwise the running local stack. */
export function resolveTarget(flags: TargetFlags, env: NodeJS.ProcessEnv = process.env): Target {
  const tableName = flags.table ?? env.TABLE_NAME;
  if (tableName) {
    const region = flags.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
    if (!region) throw new UsageError(`Give the region of table ${tableName} with --region or AWS_REGION.`);
    const endpoint = flags.endpoint ?? (flags.table ? undefined : env.DYNAMODB_ENDPOINT);
    if (endpoint) checkUrl(endpoint);
    const where = endpoint ? `at ${endpoint}` : `in AWS ${region}`;
    return { tableName, region, endpoint, local: false, description: `table ${tableName} ${where}` };
  }
  const dir = stateDir(env);
  const state = readLiveState(dir);
  if (!state) {
    throw new Error(
      `No running local stack found (${statePath(dir)}). Start one with \`npm start\`, ` +
        'or target a deployed table with --table <name> --region <region>.',
    );
  }
  const endpoint = flags.endpoint ?? state.dynamodbEndpoint;
  checkUrl(endpoint);
  return {
    tableName: state.tableName,
    region: state.region,
    endpoint,
    local: true,
    description: `local stack (pid ${state.pid}), table ${state.tableName} at ${endpoint}`,
  };
}

/** Sets the variables shared/config.ts reads; call before importing any shared module that uses it. */
export function applyTarget(target: Target, env: NodeJS.ProcessEnv = process.env): void {
  env.TABLE_NAME = target.tableName;
  env.AWS_REGION = target.region;
  if (target.endpoint) env.DYNAMODB_ENDPOINT = target.endpoint;
  else delete env.DYNAMODB_ENDPOINT;
  if (target.local) {
    // DynamoDB Local accepts any credentials; fixed fakes keep a real AWS profile out of it.
    Object.assign(env, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', STAGE: 'local' });
    delete env.AWS_SESSION_TOKEN;
    delete env.AWS_PROFILE;
  } else if (target.endpoint && !env.AWS_ACCESS_KEY_ID && !env.AWS_PROFILE) {
    // A custom endpoint is usually an emulator: without this the SDK fails to find credentials.
    Object.assign(env, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  }
}

function checkUrl(value: string): void {
  if (!URL.canParse(value)) throw new UsageError(`--endpoint must be a URL, got "${value}".`);
}
