/**
 * Idempotency records: `pk = WS#<ws>#<env>#IDEMP#<shard of the hash>`, `sk = IDEMP#<sha256 of the key>`. A claim is one
 * conditional put; on failure DynamoDB returns the record in the same round trip. The record
 * is completed by an update inside the transaction that creates the resource.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import * as keys from '#shared/db/keys.ts';
import { shardPartitionOf } from '#shared/db/shards.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { updateItem, updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export interface IdempotencyRecord {
  status: 'in_progress' | 'completed';
  operation: string;
  fingerprint: string;
  claim_token: string;
  resource_id: string;
  /** An in-progress claim older than this may be taken over (its holder died). */
  locked_until: string;
  created_at: string;
  expires_at_epoch: number;
}

const key = (tenant: TenantScope, keyHash: string) => ({ pk: shardPartitionOf(tenant, 'IDEMP', keyHash), sk: keys.idempotency(keyHash) });

/** Claims the key; returns null on success, or the record that holds it. */
export async function putClaim(
  tenant: TenantScope,
  keyHash: string,
  record: IdempotencyRecord,
  nowEpoch: number,
): Promise<IdempotencyRecord | null> {
  try {
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...key(tenant, keyHash), entity: 'idempotency', ...record },
        // An expired record that TTL has not deleted yet counts as absent.
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at_epoch < :now',
        ExpressionAttributeValues: { ':now': nowEpoch },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const item = (error as ConditionalCheckFailedException).Item;
    if (item) return unmarshall(item) as IdempotencyRecord;
    const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key(tenant, keyHash), ConsistentRead: true }));
    return (out.Item as IdempotencyRecord | undefined) ?? null;
  }
}

/** Takes over a stale claim (same request, holder gone), keeping its resource id. False if someone else did. */
export async function takeOverClaim(
  tenant: TenantScope,
  keyHash: string,
  old: IdempotencyRecord,
  token: string,
  lockedUntil: string,
): Promise<boolean> {
  const taken = await updateOne(key(tenant, keyHash), {
    set: { claim_token: token, locked_until: lockedUntil },
    expect: { claim_token: old.claim_token, status: 'in_progress' },
  });
  return taken !== null;
}

/** The update that marks the claim completed; part of the resource's creating transaction. */
export function completeClaimItem(tenant: TenantScope, keyHash: string, token: string, completedAt: string): TransactItem {
  return updateItem(key(tenant, keyHash), {
    set: { status: 'completed', completed_at: completedAt },
    expect: { claim_token: token, status: 'in_progress' },
  });
}

/**
 * Ends a failed attempt's hold on the key but keeps the record and its resource id: the same
 * request retried takes the claim over at once and goes on with the same resource.
 */
export async function unlockClaim(tenant: TenantScope, keyHash: string, token: string): Promise<void> {
  await updateOne(key(tenant, keyHash), {
    set: { locked_until: new Date(0).toISOString() },
    expect: { claim_token: token, status: 'in_progress' },
  });
}

/** Gives the key back after a failed attempt, so the same request can be retried. */
export async function releaseClaim(tenant: TenantScope, keyHash: string, token: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: key(tenant, keyHash),
        ConditionExpression: 'claim_token = :token AND #status = :inProgress',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':token': token, ':inProgress': 'in_progress' },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
