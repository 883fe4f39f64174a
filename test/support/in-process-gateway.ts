/**
 * A second gateway inside the test worker, serving the same functions as the test stack against
 * its DynamoDB Local and queues, each in a worker of its own with the environment derived for it
 * (infra/local/functions/) under other deployment settings (hybrid mode, a partner URL, debug
 * logging). What the functions write to stdout and stderr is kept in `output`, not printed.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { kmsKeys } from '#shared/kms-keys.ts';
import { secrets, type SecretId } from '#shared/secrets.ts';
import { createAwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import { localEnvironment } from '#infra/local/functions/environment.ts';
import { startFunctionHost } from '#infra/local/functions/host.ts';
import { localOnlyVariables } from '#infra/local/local-env.ts';
import { localAws, type LocalResources } from '#infra/local/functions/local-aws.ts';

/** Where each in-process gateway leaves the AWS calls its functions made, in the stack's state folder. */
export const IN_PROCESS_AWS_CALLS_DIR = 'in-process-aws-calls';

export interface InProcessGateway {
  url: string;
  /** Every line written to stdout or stderr since the gateway started. */
  output: string[];
  /** Ends every function's worker: the next request to each is a cold start with empty caches. */
  restartFunctions(): Promise<void>;
  stop(): Promise<void>;
}

export interface InProcessGatewayOptions {
  /** Deployment settings (`shared/wiring/settings.ts`), by variable name. */
  settings: Record<string, string>;
  /**
   * Secrets the functions find under another ARN than the test stack's: one its stand-in does
   * not hold, for a stage where that secret was never configured.
   */
  secretArns?: Partial<Record<SecretId, string>>;
}

export async function startInProcessGateway(options: InProcessGatewayOptions): Promise<InProcessGateway> {
  const stack = inject('stack');
  const output: string[] = [];
  const resources: LocalResources = {
    tableName: stack.tableName,
    queues: Object.keys(stack.queueUrls)
      .filter((id) => !id.endsWith('-dlq'))
      .map((id) => ({ id, url: stack.queueUrls[id]!, dlqUrl: stack.queueUrls[`${id}-dlq`]! })),
    // The test stack's secrets and keys, served by its stand-ins.
    secrets: secrets.map((s) => ({ id: s.id, arn: options.secretArns?.[s.id] ?? stack.secretArns[s.id]! })),
    kmsKeys: kmsKeys.map((k) => ({ id: k.id, arn: stack.kmsKeyArns[k.id]! })),
  };
  const environmentOf = (functionId: string) =>
    localEnvironment(
      {
        resources,
        stage: 'local',
        settings: options.settings,
        localOnly: localOnlyVariables({
          dynamodb: stack.dynamodbEndpoint,
          sqs: stack.sqsEndpoint,
          awsStandIns: stack.awsStandInEndpoint,
          region: stack.region,
        }),
      },
      functionId,
    );
  const awsCalls = createAwsCallLog();
  const host = startFunctionHost({
    rootDir: process.cwd(),
    environmentOf,
    onSdkCall: localAws(resources, awsCalls),
    output: (text) => void output.push(text),
  });
  const { startGateway } = await import('#infra/local/gateway.ts');
  const gateway = await startGateway({
    port: 0,
    quiet: true,
    invoker: host,
    logError: (line, error) => output.push(`${line} ${String(error)}`),
  });
  return {
    url: gateway.url,
    output,
    restartFunctions: host.restart,
    stop: async () => {
      await gateway.stop();
      await host.stop();
      // For the IAM conformance test, beside the test stack's own log.
      const dir = join(stack.stateDir, IN_PROCESS_AWS_CALLS_DIR);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(awsCalls.summary()));
    },
  };
}
