/**
 * What the function host does with each AWS SDK call a worker reports: names its resources as
 * IAM would see them, logs it (`aws-call-log.ts`), records it in the fault trace, and fails it
 * when a fault is pending.
 */
import { takeFault, type FaultSpec } from '#infra/local/faults.ts';
import { recordCall } from '#infra/local/fault-trace.ts';
import type { AwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import type { SdkReply as Reply } from '#infra/local/functions/host.ts';
import type { AwsAction, SdkCallMessage } from '#infra/local/functions/protocol.ts';

export interface LocalResources {
  tableName: string;
  queues: readonly { id: string; url: string; dlqUrl: string }[];
  secrets: readonly { id: string; arn: string }[];
  kmsKeys: readonly { id: string; arn: string }[];
}

/**
 * `table`, `table/index/<name>`, `queue:<id>`, `dlq:<id>`, `secret:<id>`, `key:<id>`,
 * `custody-key:<key id>` for a key made at run time (live custody's), or the raw name when it is
 * none of these.
 */
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
  if (key) return `key:${key.id}`;
  const runTimeKey = /^arn:aws:kms:[a-z0-9-]+:\d{12}:key\/([0-9a-f-]+)$/.exec(raw);
  return runTimeKey ? `custody-key:${runTimeKey[1]}` : raw;
}

/** The host's `onSdkCall`. */
export function localAws(resources: LocalResources, log: AwsCallLog) {
  return (functionId: string, call: SdkCallMessage): Reply => {
    const named: AwsAction[] = call.actions.map((a) => ({ action: a.action, resource: resourceName(resources, a.resource) }));
    log.record(functionId, named);
    const service = call.service as FaultSpec['service'];
    const fault = takeFault(service, call.command, call.faultScope);
    recordCall(call.faultScope, {
      service: call.service,
      command: call.command,
      failed: fault?.error ?? null,
      ...(call.consistentRead === undefined ? {} : { consistentRead: call.consistentRead }),
    });
    if (fault) return { verdict: 'fault', fault: { service, command: call.command, error: fault.error } };
    return { verdict: 'pass' };
  };
}
