/**
 * The CDK app: `npx cdk synth` (add `-c stage=prod` for production). Two stacks per stage:
 * data (table, queues) and API (HTTP API, functions). Both are environment-agnostic, so
 * synth needs no AWS credentials; `cdk deploy` takes account and region from the profile.
 */
import { App, Aspects, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from '#infra/stacks/api-stack.ts';
import { DataStack } from '#infra/stacks/data-stack.ts';
import { ServiceSettings, settingsFromContext } from '#infra/constructs/service-settings.ts';

/** Same rule as `STAGE` in shared/config.ts, so a stage name deployable here is valid there. */
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

export interface CreateAppOptions {
  /** Where the cloud assembly goes; the CLI sets it through the environment otherwise. */
  outdir?: string;
  /** Context (feature flags, `stage`), as the CLI would pass from cdk.json and `-c`. */
  context?: Record<string, unknown>;
}

export interface ServiceApp {
  app: App;
  stage: string;
  data: DataStack;
  api: ApiStack;
}

/** Builds the app's stacks for the stage in context `stage` (default `dev`), with cdk-nag. */
export function createApp(options: CreateAppOptions = {}): ServiceApp {
  const app = new App({ outdir: options.outdir, context: options.context });
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Invalid stage "${stage}": expected ${STAGE_PATTERN}`);

  const prefix = `wallet-api-${stage}`;
  const data = new DataStack(app, `WalletApi-${stage}-Data`, {
    stage,
    namePrefix: prefix,
    description: `Workspace Wallet API (${stage}): table and queues`,
    // Deleting a prod stack by mistake should take a deliberate extra step.
    terminationProtection: stage === 'prod',
  });
  const api = new ApiStack(app, `WalletApi-${stage}-Api`, {
    stage,
    table: data.table,
    queues: data.queues,
    streamConsumers: data.streamConsumers,
    description: `Workspace Wallet API (${stage}): HTTP API and functions`,
  });
  Aspects.of(api).add(new ServiceSettings(settingsFromContext(app.node)));
  Tags.of(app).add('service', 'workspace-wallet-api');
  Tags.of(app).add('stage', stage);
  // cdk-nag 3 is a policy validation plugin (v2 was an aspect): it runs at synth, and
  // findings are acknowledged with `Validations.of(construct).acknowledge` (nag-suppressions.ts).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stage, data, api };
}

if (import.meta.main) createApp().app.synth();
