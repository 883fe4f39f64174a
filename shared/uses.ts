/**
 * What a function uses beyond the table, declared beside its trigger (a route of
 * `shared/routes/`, a queue of `shared/queues.ts`, a stream consumer of `shared/streams.ts`).
 * The CDK stacks and the local stack derive each function's environment and grants from these
 * declarations alone (`shared/wiring/functions.ts`), so a resource a function forgot to declare
 * is missing locally exactly as it would be in AWS.
 */
import type { CustodyKeyFamily, KmsKeyId } from '#shared/kms-keys.ts';
import type { QueueId } from '#shared/queues.ts';
import type { SecretId } from '#shared/secrets.ts';

/** The table's global secondary indexes (`TABLE_DESIGN.indexes` in `shared/db/table.ts`). */
export type TableIndexId = 'due';

export interface Uses {
  /** Indexes of the table it queries: `dynamodb:Query` on the index (table access covers the table itself only). */
  queriesIndexes?: readonly TableIndexId[];
  /** Queues it sends to: the queue's URL under its `urlEnv`, and `sqs:SendMessage` on it. */
  sendsTo?: readonly QueueId[];
  /** Queues whose dead-letter queue it sends to itself: the DLQ's URL (`dlqUrlEnv`) and `sqs:SendMessage` on it. */
  sendsToDeadLetterOf?: readonly QueueId[];
  /** Secrets it reads at run time: the secret's ARN under its `arnEnv`, and `secretsmanager:GetSecretValue` on it. */
  readsSecrets?: readonly SecretId[];
  /** KMS keys it makes data keys under (`kms:GenerateDataKey`), the key's ARN under its `arnEnv`. */
  encryptsWith?: readonly KmsKeyId[];
  /** KMS keys whose data keys it unwraps (`kms:Decrypt`), the key's ARN under its `arnEnv`. */
  decryptsWith?: readonly KmsKeyId[];
  /**
   * Custody keys it creates: `kms:CreateKey` and `kms:TagResource` only with the family's tag in
   * the request, and `kms:GetPublicKey` on keys that carry it.
   */
  createsKeysOf?: readonly CustodyKeyFamily[];
  /** Custody keys it signs with: `kms:Sign` on keys carrying the family's tag, of a digest, with ECDSA_SHA_256 only. */
  signsWith?: readonly CustodyKeyFamily[];
}

/**
 * An alarm on what a function logs: a line whose `message` is `message` (and, with `valueField`,
 * the largest value of that field in a period) above `threshold`. For what only the function can
 * see, such as a withdrawal stuck on chain; errors and throttles have their own alarms.
 */
export interface LogAlarm {
  /** Construct id of the alarm (PascalCase). */
  id: string;
  message: string;
  /** Counts lines when absent; otherwise the period's maximum of this numeric field. */
  valueField?: string;
  /** The alarm fires above this (count or value) in a five-minute period. */
  threshold: number;
  description: string;
}
