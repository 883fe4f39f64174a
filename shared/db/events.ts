/**
 * Event items: the outbox. `pk = WS#<ws>#<env>`, `sk = EVENT#<eventId>`. An event is written in
 * the same transaction as the state change that caused it; the table's stream carries every new
 * event item to the fan-out function, which enqueues one delivery per matching webhook. So an
 * event that is committed is delivered even if the writer dies right after the commit.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '#shared/db/client.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import type { EventType } from '#shared/domain/events/event-types.ts';

/** Events are kept (and listable, resendable) for at least this long. */
export const EVENT_RETENTION_DAYS = 30;

export interface EventRecord {
  id: string;
  type: EventType;
  created_at: string;
  data: Record<string, unknown>;
  /** The resource the event is about, and its per-resource sequence number (1, 2, 3 ...). */
  resource_type: string;
  resource_id: string;
  sequence: number;
  workspace_id: string;
  environment: TenantScope['environment'];
  /** When set, the event is delivered to this webhook only (webhook.test). */
  target_webhook_id?: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const EVENT_SK_PREFIX = 'EVENT#';

/** The put that records an event; add it to the transaction of the state change. */
export function eventPut(tenant: TenantScope, event: EventRecord): TransactItem {
  const createdMs = Date.parse(event.created_at);
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        pk: keys.tenant(tenant),
        sk: EVENT_SK_PREFIX + event.id,
        entity: 'event',
        ...event,
        // TTL a few days past the retention promise: DynamoDB deletes expired items lazily.
        expires_at_epoch: Math.floor(createdMs / 1000) + (EVENT_RETENTION_DAYS + 5) * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
