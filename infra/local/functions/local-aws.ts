/**
 * What the function host does with each AWS SDK call a worker reports: names its resources as
 * IAM would see them, logs it (`aws-call-log.ts`), records it in the fault trace, fails it when
 * a fault is pending, and answers Secrets Manager and KMS itself. AWS publishes no local Secrets
 * Manager or KMS, so the local stack keeps each secret of `shared/secrets.ts` under a local ARN
 * (its value from `npm start`'s environment) and answers `GetSecretValue` for it, and wraps data
 * keys for each key of `shared/kms-keys.ts` (`local-kms.ts`); the function's code and environment
 * are the deployed ones, only the answer is local.
 */
import { takeFault } from '#infra/local/faults.ts';
import { recordCall } from '#infra/local/fault-trace.ts';
import { answerKms } from '#infra/local/functions/local-kms.ts';
import type { AwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import type { SdkReply as Reply } from '#infra/local/functions/host.ts';
import type { AwsAction, SdkCallMessage } from '#infra/local/functions/protocol.ts';

export interface LocalResources {
  tableName: string;
  queues: readonly { id: string; url: string; dlqUrl: string }[];
  secrets: readonly { id: string; arn: string; value: string | undefined }[];
  kmsKeys: readonly { id: string; arn: string }[];
  /** The local KMS's master key (`local-kms.ts`). */
  kmsMasterKey: Buffer;
}

/** `table`, `table/index/<name>`, `queue:<id>`, `dlq:<id>`, `secret:<id>`, `key:<id>`, or the raw name when it is none of the stack's. */
export function resourceName(resources: LocalResources, raw: string): string {
  if (raw === resources.tableName) return 'table';
  if (raw.startsWith(`${resources.tableName}/index/`)) return `table${raw.slice(resources.tableName.length)}`;
  for (const q of resources.queues) {
    if (raw === q.url) return `queue:${q.id}`;
    if (raw === q.dlqUrl) return `dlq:${q.id}`;
  }
  const secret = resources.secrets.find((s) => s.arn === raw);
  if (secret) return `secret:${secret.id}`;
  const key = resources.kmsKeys.find((k) => k.arn === raw);
  return key ? `key:${key.id}` : raw;
}


function answerSecret(resources: LocalResources, call: SdkCallMessage): Reply {
  const secretId = (call.input as { SecretId?: string } | undefined)?.SecretId;
  const secret = resources.secrets.find((s) => s.arn === secretId);
  if (call.command !== 'GetSecretValue' || !secret || secret.value === undefined) {
    return { verdict: 'refuse', error: { name: 'ResourceNotFoundException', message: `Secrets Manager can't find the specified secret (${secretId}).` } };
  }
  return { verdict: 'answer', output: { ARN: secret.arn, Name: secret.arn.split(':').pop(), SecretString: secret.value, VersionId: 'local' } };
}

/** The host's `onSdkCall`. */
export function localAws(resources: LocalResources, log: AwsCallLog) {
  return (functionId: string, call: SdkCallMessage): Reply => {
    const named: AwsAction[] = call.actions.map((a) => ({ action: a.action, resource: resourceName(resources, a.resource) }));
    log.record(functionId, named);
    const service = call.service as 'dynamodb' | 'sqs';
    const fault = takeFault(service, call.command, call.faultScope);
    recordCall(call.faultScope, {
      service: call.service,
      command: call.command,
      failed: fault?.error ?? null,
      ...(call.consistentRead === undefined ? {} : { consistentRead: call.consistentRead }),
    });
    if (fault) return { verdict: 'fault', fault: { service, command: call.command, error: fault.error } };
    if (call.service === 'secretsmanager') return answerSecret(resources, call);
    if (call.service === 'kms') return answerKms(resources.kmsMasterKey, resources.kmsKeys.map((k) => k.arn), call.command, call.input as never);
    return { verdict: 'pass' };
  };
}
