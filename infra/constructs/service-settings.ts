/**
 * Deployment settings (`shared/wiring/settings.ts`) taken from CDK context: each setting's
 * context key is its variable in camelCase (`RAMP_SANDBOX_STEP_MS` → `-c rampSandboxStepMs=400`).
 * They reach every function through `functionEnvironment`, the same derivation the local stack
 * uses, so no function can be deployed with a setting its neighbours do not see. Secrets are not
 * settings: a function learns only a secret's ARN (`secrets.ts`).
 */
import type { Node } from 'constructs';
import { SETTINGS, pickSettings, settingContextKey } from '#shared/wiring/settings.ts';

const NETWORK_MODES = ['mock', 'hybrid'];

/**
 * The settings set in context, by variable name, after the checks `shared/config.ts` would
 * otherwise make every function fail at its cold start with (synth fails instead).
 */
export function settingsFromContext(node: Node): Record<string, string> {
  const source: Record<string, string | undefined> = {};
  for (const name of SETTINGS) {
    const value: unknown = node.tryGetContext(settingContextKey(name));
    if (value !== undefined) source[name] = String(value);
  }
  const env = pickSettings(source);
  if (env.PROVIDER_NETWORK_MODE !== undefined && !NETWORK_MODES.includes(env.PROVIDER_NETWORK_MODE)) {
    throw new Error(`providerNetworkMode must be mock or hybrid, not "${env.PROVIDER_NETWORK_MODE}"`);
  }
  if (env.PROVIDER_NETWORK_MODE === 'hybrid' && !env.PARTNER_BASE_URL) {
    throw new Error('providerNetworkMode=hybrid needs -c partnerBaseUrl=<https URL of the partner interface>');
  }
  if (env.WEBHOOK_RETRY_SCHEDULE !== undefined && !/^\d+(,\d+)*$/.test(env.WEBHOOK_RETRY_SCHEDULE)) {
    throw new Error(`webhookRetrySchedule must be whole seconds separated by commas, not "${env.WEBHOOK_RETRY_SCHEDULE}"`);
  }
  return env;
}
