/**
 * Deployment settings (`shared/wiring/settings.ts`) taken from CDK context: each setting's
 * context key is its variable in camelCase (`RAMP_SANDBOX_STEP_MS` → `-c rampSandboxStepMs=400`).
 * They reach every function through `functionEnvironment`, the same derivation the local stack
 * uses, so no function can be deployed with a setting its neighbours do not see. Secrets are not
 * settings: a function learns only a secret's ARN (`secrets.ts`).
 */
import { Annotations } from 'aws-cdk-lib';
import type { IConstruct, Node } from 'constructs';
import { readConfig } from '#shared/config/read.ts';
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
  // Every other check of shared/config.ts: a function checks only the variables it reads, at its
  // cold start, so a bad setting would otherwise surface in some functions only, after the deploy.
  readConfig({ ...env, TABLE_NAME: 'synth' });
  return env;
}

/**
 * A synth warning when live custody is on (`-c liveCustodyNetworks=...`) while the provider
 * network is the mock: live wallets then hold real funds, but every live ramp payment and quote
 * execution is refused (403 `live_ramps_unavailable`) until `-c providerNetworkMode=hybrid` with a
 * partner (docs/ramp.md, Live payments). Not an error: live custody alone is a valid deployment.
 */
export function warnOnLiveRampsWithoutProvider(scope: IConstruct, settings: Readonly<Record<string, string>>): void {
  const liveCustody = (settings.LIVE_CUSTODY_NETWORKS ?? '').trim() !== '';
  if (!liveCustody || settings.PROVIDER_NETWORK_MODE === 'hybrid') return;
  Annotations.of(scope).addWarningV2(
    'wallet-api:live-ramps-without-provider',
    `Live custody is on (liveCustodyNetworks=${settings.LIVE_CUSTODY_NETWORKS}) but the provider network is ${settings.PROVIDER_NETWORK_MODE ?? 'mock'}: ` +
      'live ramp payments and quote executions will be refused with 403 live_ramps_unavailable. For live ramps, deploy with ' +
      '-c providerNetworkMode=hybrid -c partnerBaseUrl=<https URL> and put the partner API key and callback secret (docs/ramp.md, Live payments).',
  );
}
