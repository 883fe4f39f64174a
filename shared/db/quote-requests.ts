/**
 * Quote request items: `pk = WS#<ws>#<env>`, `sk = QUOTE_REQUEST#<id>`, holding their quotes.
 * The TTL attribute is a day past `expires_at`, so an expired request still reads as `expired`
 * for a day before DynamoDB deletes it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { insertNew } from '#shared/db/insert-new.ts';
import * as keys from '#shared/db/keys.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { updateItem } from '#shared/db/update-item.ts';
import type { QuoteRequestRecord } from '#shared/db/records/quote-request.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

const KEEP_AFTER_EXPIRY_S = 86_400;

/**
 * Writes a new quote request; with `extra` items (an idempotency claim's completion) in one
 * transaction, whose failed conditions are rethrown.
 */
export async function insertQuoteRequest(tenant: TenantScope, record: QuoteRequestRecord, extra: TransactItem[] = []): Promise<void> {
  const item = {
    pk: keys.tenant(tenant),
    sk: keys.quoteRequest(record.id),
    entity: 'quote_request',
    ...record,
    expires_at_epoch: Math.floor(Date.parse(record.expires_at) / 1000) + KEEP_AFTER_EXPIRY_S,
  };
  if (extra.length === 0) return insertNew(item, 'created_at');
  await transact([{ Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }, ...extra]);
}

export async function getQuoteRequest(tenant: TenantScope, id: string, consistent = false): Promise<QuoteRequestRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.tenant(tenant), sk: keys.quoteRequest(id) }, ConsistentRead: consistent }),
  );
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, expires_at_epoch: _ttl, ...record } = out.Item;
  return record as QuoteRequestRecord;
}

/** Marks the request executed, only while it is collecting and unexpired; joins the payment's transaction. */
export function executeQuoteRequestItem(tenant: TenantScope, id: string, quoteId: string, reference: string, now: string): TransactItem {
  return updateItem(
    { pk: keys.tenant(tenant), sk: keys.quoteRequest(id) },
    {
      set: { status: 'executed', payment_reference: reference, executed_quote_id: quoteId, executed_at: now },
      expect: { status: 'collecting' },
      condition: 'expires_at > :now',
      values: { ':now': now },
    },
  );
}
