/** Cancels a pending delivery that can no longer be attempted (webhook disabled or deleted, event gone). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { deliveryKey, type DeliveryRecord } from '#shared/db/deliveries.ts';

export async function cancelDelivery(tenant: TenantScope, delivery: DeliveryRecord, reason: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: deliveryKey(tenant, delivery.id),
        UpdateExpression: 'SET #status = :canceled, canceled_reason = :reason, updated_at = :now REMOVE next_retry_at',
        ConditionExpression: '#status = :pending AND dispatch_token = :token',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':canceled': 'canceled',
          ':pending': 'pending',
          ':token': delivery.dispatch_token,
          ':reason': reason,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
