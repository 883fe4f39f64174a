/**
 * Deployment settings that every function reads through `shared/config.ts`, taken from CDK
 * context (`cdk deploy -c providerNetworkMode=hybrid -c partnerBaseUrl=https://… -c
 * partnerApiKeySecret=<Secrets Manager name>`) and applied to every function of a stack by one
 * aspect, so no construct can forget one. The partner key is a CloudFormation dynamic reference:
 * the template holds only the secret's name; the value is resolved at deploy time.
 */
import { SecretValue, type IAspect } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct, Node } from 'constructs';

/** Context key → environment variable; absent keys leave config.ts's defaults in force. */
const PLAIN_SETTINGS: Record<string, string> = {
  providerNetworkMode: 'PROVIDER_NETWORK_MODE',
  partnerBaseUrl: 'PARTNER_BASE_URL',
  webhookRetrySchedule: 'WEBHOOK_RETRY_SCHEDULE',
  logLevel: 'LOG_LEVEL',
  sandboxSettlementDelaySeconds: 'SANDBOX_SETTLEMENT_DELAY_SECONDS',
};

/** Reads the settings from context and checks the combinations config.ts would refuse at cold start. */
export function settingsFromContext(node: Node): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, variable] of Object.entries(PLAIN_SETTINGS)) {
    const value = node.tryGetContext(key);
    if (value !== undefined) env[variable] = String(value);
  }
  const secret = node.tryGetContext('partnerApiKeySecret');
  if (secret !== undefined) env.PARTNER_API_KEY = SecretValue.secretsManager(String(secret)).unsafeUnwrap();
  if (env.PROVIDER_NETWORK_MODE !== undefined && !['mock', 'hybrid'].includes(env.PROVIDER_NETWORK_MODE)) {
    throw new Error(`providerNetworkMode must be mock or hybrid, not "${env.PROVIDER_NETWORK_MODE}"`);
  }
  if (env.PROVIDER_NETWORK_MODE === 'hybrid' && !env.PARTNER_BASE_URL) {
    throw new Error('providerNetworkMode=hybrid needs -c partnerBaseUrl=<https URL of the partner interface>');
  }
  return env;
}

/** Adds the settings to every Lambda function below the construct it is applied to. */
export class ServiceSettings implements IAspect {
  private readonly env: Record<string, string>;

  constructor(env: Record<string, string>) {
    this.env = env;
  }

  visit(node: IConstruct): void {
    if (!(node instanceof lambda.Function)) return;
    for (const [name, value] of Object.entries(this.env)) node.addEnvironment(name, value);
  }
}
