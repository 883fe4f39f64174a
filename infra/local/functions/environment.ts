/**
 * The environment of each function's worker: what `functionEnvironment` derives for it in AWS
 * (`shared/wiring/functions.ts`) with the local stack's values, plus the variables only a local
 * run has (`LOCAL_ONLY_VARIABLES`: the emulators' endpoints, fake credentials, the region that
 * Lambda would provide, loopback webhooks). Nothing else of the stack's process reaches a function.
 */
import { functionDef, functionEnvironment } from '#shared/wiring/functions.ts';
import type { LOCAL_ONLY_VARIABLES } from '#shared/wiring/settings.ts';
import type { LocalResources } from '#infra/local/functions/local-aws.ts';

export interface LocalEnvironmentOptions {
  resources: LocalResources;
  stage: string;
  /** Deployment settings in force (`pickSettings` of `npm start`'s environment). */
  settings: Readonly<Record<string, string>>;
  /** Values of the local-only variables. */
  localOnly: Readonly<Record<(typeof LOCAL_ONLY_VARIABLES)[number], string>>;
}

/**
 * The role a custody signer would run as in AWS (`signerRoleName` of the CDK): the local KMS
 * enforces no key policy, but the creator builds the same policy from it as in AWS.
 */
export function localSignerRoleArn(stage: string, functionId: string): string {
  return `arn:aws:iam::000000000000:role/wallet-api-${stage}-${functionId}`;
}

/** The environment of the function `functionId` of the function table. */
export function localEnvironment(options: LocalEnvironmentOptions, functionId: string): Record<string, string> {
  const { resources } = options;
  const queue = (id: string) => {
    const q = resources.queues.find((r) => r.id === id);
    if (!q) throw new Error(`The local stack has no queue ${id}.`);
    return q;
  };
  const derived = functionEnvironment(functionDef(functionId), {
    tableName: resources.tableName,
    stage: options.stage,
    queueUrl: (id) => queue(id).url,
    deadLetterQueueUrl: (id) => queue(id).dlqUrl,
    secretArn: (id) => {
      const secret = resources.secrets.find((s) => s.id === id);
      if (!secret) throw new Error(`The local stack has no secret ${id}.`);
      return secret.arn;
    },
    kmsKeyArn: (id) => {
      const key = resources.kmsKeys.find((k) => k.id === id);
      if (!key) throw new Error(`The local stack has no KMS key ${id}.`);
      return key.arn;
    },
    signerRoleArn: (id) => localSignerRoleArn(options.stage, id),
    settings: options.settings,
  });
  return { ...options.localOnly, ...derived };
}
