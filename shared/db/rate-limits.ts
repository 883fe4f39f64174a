/**
 * Per-key write counters for rate limiting: one item per API key and one-second window,
 * `pk = RATELIMIT#<keyId>`, `sk = W#<epoch second>`, with a TTL a minute later. Taking a slot
 * is one UpdateItem: `ADD count 1` under the condition that the window is not full yet, so
 * concurrent requests in any number of containers can never exceed the limit together.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';

/** Length of one rate-limit window. */
export const RATE_WINDOW_SECONDS = 1;
/** Counters outlive their window by this much, then DynamoDB's TTL removes them. */
const COUNTER_TTL_SECONDS = 60;

export const rateLimitKey = (keyId: string, windowStart: number) => ({ pk: `RATELIMIT#${keyId}`, sk: `W#${windowStart}` });

/**
 * Counts one write for `keyId` in the current window. Returns 0 when it is allowed, or the
 * whole seconds until the window ends (at least 1) when `limit` writes were already counted.
 */
export async function takeWriteSlot(keyId: string, limit: number, nowMs = Date.now()): Promise<number> {
  const windowStart = Math.floor(nowMs / 1000 / RATE_WINDOW_SECONDS) * RATE_WINDOW_SECONDS;
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: rateLimitKey(keyId, windowStart),
        UpdateExpression: 'ADD #count :one SET expires_at_epoch = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': windowStart + RATE_WINDOW_SECONDS + COUNTER_TTL_SECONDS },
      }),
    );
    return 0;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return Math.max(1, Math.ceil(windowStart + RATE_WINDOW_SECONDS - nowMs / 1000));
  }
}
