/**
 * The CDK app: `npx cdk synth` (add `-c stage=prod` for production; every context key is in
 * docs/infrastructure.md). Two stacks per stage, data (table, queues, secrets, alarm topic) and
 * API (HTTP API, dashboard, and a nested stack per area of functions), optionally pinned to an
 * account and region. The production safeguards follow `-c production` (on by default for `prod`
 * only), never the stage's name. Synth needs no AWS credentials and no Docker; it runs cdk-nag and
 * cfn-guard (Control Tower rules) and fails on any finding not acknowledged with its reason.
 */
import { App, Aspects, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeployContext } from '#infra/constructs/deploy-context.ts';
import { NotifyAlarms } from '#infra/constructs/notify-alarms.ts';
import { warnOnLiveRampsWithoutProvider } from '#infra/constructs/service-settings.ts';
import { ControlTowerChecks } from '#infra/constructs/policy-checks.ts';
import { ApiStack } from '#infra/stacks/api-stack.ts';
import { DataStack } from '#infra/stacks/data-stack.ts';
import { EdgeStack } from '#infra/stacks/edge-stack.ts';
import type { FunctionDef } from '#shared/wiring/functions.ts';

export interface CreateAppOptions {
  /** Where the cloud assembly goes; the CLI sets it through the environment otherwise. */
  outdir?: string;
  /** Context (feature flags, `stage`, settings), as the CLI would pass from cdk.json and `-c`. */
  context?: Record<string, unknown>;
  /** Stands in for the process environment (`CDK_DEFAULT_ACCOUNT`, `CDK_DEFAULT_REGION`). */
  processEnv?: NodeJS.ProcessEnv;
  /** The functions to deploy; the function table unless a test says otherwise. */
  functions?: readonly FunctionDef[];
}

export interface ServiceApp {
  app: App;
  stage: string;
  data: DataStack;
  api: ApiStack;
  /** The public edge, with `-c edge=true`. */
  edge?: EdgeStack;
}

/** Builds the app's stacks for the stage in context `stage` (default `dev`), with the policy checks. */
export function createApp(options: CreateAppOptions = {}): ServiceApp {
  const app = new App({ outdir: options.outdir, context: options.context });
  const deploy = readDeployContext(app.node, options.processEnv);
  const { stage, production } = deploy;
  const prefix = `wallet-api-${stage}`;
  const data = new DataStack(app, `WalletApi-${stage}-Data`, {
    env: deploy.env,
    stage,
    production,
    namePrefix: prefix,
    settings: deploy.settings,
    alarms: deploy.alarms,
    existingSecrets: deploy.existingSecrets,
    existingTable: deploy.existingTable,
    existingKeys: deploy.existingKeys,
    description: `Workspace Wallet API (${stage}): table, queues, secrets and alarm topic`,
    // Deleting a production stack by mistake should take a deliberate extra step.
    terminationProtection: production,
  });
  const api = new ApiStack(app, `WalletApi-${stage}-Api`, {
    env: deploy.env,
    stage,
    production,
    namePrefix: prefix,
    settings: deploy.settings,
    data,
    domain: deploy.domain,
    functions: options.functions,
    description: `Workspace Wallet API (${stage}): HTTP API, functions and dashboard`,
  });
  // A CloudFront web ACL must be made in us-east-1, whatever the API's region.
  const edge = deploy.edge
    ? new EdgeStack(app, `WalletApi-${stage}-Edge`, {
        env: { ...(deploy.env?.account ? { account: deploy.env.account } : {}), region: 'us-east-1' },
        stage,
        originDomain: deploy.edge.originDomain,
        originSecret: deploy.edge.originSecret,
        description: `Workspace Wallet API (${stage}): public edge (CloudFront and AWS WAF)`,
      })
    : undefined;
  warnOnLiveRampsWithoutProvider(api, deploy.settings);
  Aspects.of(app).add(new NotifyAlarms(data.alarmTopic));
  // Not on the dashboard: its Tags property is newer than cfn-lint's schema (E3002), and a
  // dashboard is found by its name (the stage's prefix) anyway.
  const untagged = { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] };
  Tags.of(app).add('service', 'workspace-wallet-api', untagged);
  Tags.of(app).add('stage', stage, untagged);
  // Policy validation plugins run at synth; findings are acknowledged per construct with
  // `Validations.of(construct).acknowledge` (infra/stacks/acknowledgements.ts).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), new ControlTowerChecks());
  return { app, stage, data, api, ...(edge ? { edge } : {}) };
}

if (import.meta.main) createApp().app.synth();
