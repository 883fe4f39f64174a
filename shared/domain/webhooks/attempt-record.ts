/**
 * Writes one attempt's outcome in a single transaction: the attempt item, the delivery's new
 * state (conditional on the message still owning the delivery, so a duplicate message cannot
 * record twice) and, on the first success, the event's delivered counter.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { eventKey } from '#shared/db/events.ts';
import { attemptKey, deliveryKey, retentionEpoch, type AttemptRecord, type DeliveryRecord } from '#shared/db/deliveries.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Returns false when the delivery was no longer this message's to record (nothing written). */
export async function recordAttempt(
  tenant: TenantScope,
  delivery: DeliveryRecord,
  attempt: AttemptRecord,
  status: DeliveryRecord['status'],
  now: Date,
): Promise<boolean> {
  const firstSuccess = attempt.outcome === 'succeeded' && !delivery.first_succeeded_at;
  const values: Record<string, unknown> = {
    ':attempts': attempt.attempt,
    ':prev': delivery.attempts,
    ':status': status,
    ':pending': 'pending',
    ':token': delivery.dispatch_token,
    ':now': now.toISOString(),
  };
  let update = 'SET attempts = :attempts, #status = :status, last_attempt_at = :now, updated_at = :now';
  if (attempt.next_retry_at) {
    update += ', next_retry_at = :next';
    values[':next'] = attempt.next_retry_at;
  } else {
    update += ' REMOVE next_retry_at';
  }
  if (firstSuccess) {
    update = update.replace('updated_at = :now', 'updated_at = :now, first_succeeded_at = :now');
  }
  const items: TransactItem[] = [
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...attemptKey(tenant, attempt.webhook_id, attempt.id), entity: 'attempt', ...attempt, expires_at_epoch: retentionEpoch(now) },
      },
    },
    {
      Update: {
        TableName: TABLE_NAME,
        Key: deliveryKey(tenant, delivery.id),
        UpdateExpression: update,
        ConditionExpression: '#status = :pending AND dispatch_token = :token AND attempts = :prev',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (firstSuccess) {
    items.push({
      Update: {
        TableName: TABLE_NAME,
        Key: eventKey(tenant, delivery.event_id),
        UpdateExpression: 'ADD deliveries_succeeded :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}
