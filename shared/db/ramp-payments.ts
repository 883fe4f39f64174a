/**
 * Ramp payment items: `pk = WS#<ws>#<env>`, `sk = PAYMENT#<reference>`. References embed a
 * UUIDv7, so sort keys order by creation: listings are newest first, and a created range is a
 * key range. Every state change replaces the item under a condition on the status and event
 * sequence it was computed from, in one transaction with its events.
 *
 * The sparse `due` index: every write of a payment with a time-driven transition ahead (a sandbox
 * step, an expiry) gives the item `due_shard` (`RAMPDUE#<0..7>`, from the reference's hash) and
 * `due_at` (the ISO time it falls due); a payment with none carries neither and leaves the index.
 * The scheduled step reads each shard up to now (`dueRampPayments`), never the table.
 */
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { ENVIRONMENTS, type TenantScope } from '#shared/model/tenancy.ts';
import { nextDueAt } from '#shared/model/ramp/schedule.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';

const DUE = TABLE_DESIGN.indexes.due;
/** Shards of the due index: its writes spread over this many partitions (docs/data-model.md). */
export const DUE_SHARDS = 8;

/** The stored item of a payment: keys, the record, and its place in the due index when it has a step ahead. */
function paymentItem(tenant: TenantScope, record: RampPaymentRecord): Record<string, unknown> {
  // A record read back from another item's projection may carry the index keys it was stored with.
  const { [DUE.partitionKey]: _shard, [DUE.sortKey]: _at, ...clean } = record as RampPaymentRecord & Record<string, unknown>;
  const dueAt = nextDueAt(record);
  const due = dueAt === null ? {} : { [DUE.partitionKey]: dueShard(record.reference), [DUE.sortKey]: new Date(dueAt).toISOString() };
  return { pk: keys.tenant(tenant), sk: keys.rampPayment(record.reference), entity: 'ramp_payment', ...clean, ...due };
}

function dueShard(reference: string): string {
  return `RAMPDUE#${createHash('sha256').update(reference).digest().readUInt32BE(0) % DUE_SHARDS}`;
}

/** The record of a stored item: the keys, entity and index keys stripped. */
function recordOf(item: Record<string, unknown>): RampPaymentRecord {
  const { pk: _pk, sk: _sk, entity: _entity, [DUE.partitionKey]: _shard, [DUE.sortKey]: _at, ...record } = item;
  return record as unknown as RampPaymentRecord;
}

export function paymentPut(tenant: TenantScope, record: RampPaymentRecord): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: paymentItem(tenant, record),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getPayment(tenant: TenantScope, reference: string, consistent = false): Promise<RampPaymentRecord | undefined> {
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: keys.tenant(tenant), sk: keys.rampPayment(reference) },
      ConsistentRead: consistent,
    }),
  );
  return out.Item ? recordOf(out.Item) : undefined;
}

/**
 * Replaces `before` with `after` together with `extra` items (events), only if the stored
 * payment still has `before`'s status and event sequence. False when someone else moved it first.
 */
export async function replacePayment(
  tenant: TenantScope,
  before: RampPaymentRecord,
  after: RampPaymentRecord,
  extra: TransactItem[],
): Promise<boolean> {
  try {
    await transact([paymentReplaceItem(tenant, before, after), ...extra]);
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}

/** The condition that the stored payment still has this status and event sequence. */
const unchanged = (status: string, sequence: number) => ({
  ConditionExpression: '#status = :status AND event_sequence = :sequence',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':status': status, ':sequence': sequence },
});

/** The put that replaces `before` with `after`, conditional on `before`'s status and event sequence, for a caller's own transaction. */
export function paymentReplaceItem(tenant: TenantScope, before: RampPaymentRecord, after: RampPaymentRecord): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: paymentItem(tenant, after),
      ...unchanged(before.status, before.event_sequence),
    },
  };
}

/** A transaction item that fails unless the payment still has the status and event sequence it was read with. */
export function paymentUnchangedCheck(tenant: TenantScope, reference: string, status: string, sequence: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: { pk: keys.tenant(tenant), sk: keys.rampPayment(reference) },
      ...unchanged(status, sequence),
    },
  };
}

export interface PaymentQuery {
  limit: number;
  cursor: string | undefined;
  direction?: string | undefined;
  rail?: string | undefined;
  /** The references bounding the created range (inclusive), when the listing has one. */
  references?: { from: string; to: string } | undefined;
}

/** One Query page, newest first; direction and rail are filtered by DynamoDB. */
export function queryPayments(tenant: TenantScope, query: PaymentQuery): Promise<CursorPage<RampPaymentRecord>> {
  const { cursor, references, ...rest } = query;
  const range = references ? { from: keys.rampPayment(references.from), to: keys.rampPayment(references.to) } : undefined;
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.rampPaymentPrefix, ID_FORMS.reference), range };
  return readPage(cursor, spec, (startKey) => paymentPage(tenant, { ...rest, startKey, fromSk: range?.from, toSk: range?.to }));
}

interface PaymentPageQuery {
  limit: number;
  startKey: Record<string, unknown> | undefined;
  direction?: string | undefined;
  rail?: string | undefined;
  fromSk?: string | undefined;
  toSk?: string | undefined;
}

async function paymentPage(tenant: TenantScope, q: PaymentPageQuery) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': keys.tenant(tenant) };
  const filters: string[] = [];
  let range = 'begins_with(sk, :prefix)';
  values[':prefix'] = keys.rampPaymentPrefix;
  if (q.fromSk !== undefined || q.toSk !== undefined) {
    delete values[':prefix'];
    range = 'sk BETWEEN :from AND :to';
    values[':from'] = q.fromSk ?? keys.rampPaymentPrefix;
    values[':to'] = q.toSk ?? `${keys.rampPaymentPrefix}\uffff`;
  }
  for (const field of ['direction', 'rail'] as const) {
    if (q[field] === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = q[field];
    filters.push(`#${field} = :${field}`);
  }
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: `pk = :pk AND ${range}`,
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: q.limit,
      ExclusiveStartKey: q.startKey,
    }),
  );
  const items = (out.Items ?? []).map(recordOf);
  return { items, lastKey: out.LastEvaluatedKey };
}

/** A payment the due index lists: its tenant and reference (the index projects keys only). */
export interface DuePayment {
  tenant: TenantScope;
  reference: string;
}

/**
 * One page of the payments of a due-index shard whose next transition is due at or before `now`,
 * earliest first. The index is eventually consistent: the caller reads each payment again.
 */
export async function dueRampPayments(
  shard: number,
  now: Date,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: DuePayment[]; lastKey: Record<string, unknown> | undefined }> {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: DUE.name,
      KeyConditionExpression: '#shard = :shard AND #at <= :now',
      ExpressionAttributeNames: { '#shard': DUE.partitionKey, '#at': DUE.sortKey },
      ExpressionAttributeValues: { ':shard': `RAMPDUE#${shard}`, ':now': now.toISOString() },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (out.Items ?? []).flatMap((item) => {
    const tenant = tenantOfKey(String(item.pk));
    const sk = String(item.sk);
    return tenant && sk.startsWith(keys.rampPaymentPrefix) ? [{ tenant, reference: sk.slice(keys.rampPaymentPrefix.length) }] : [];
  });
  return { items, lastKey: out.LastEvaluatedKey };
}

/** The tenant of an environment partition's key (`WS#<workspace>#<environment>`). */
function tenantOfKey(pk: string): TenantScope | null {
  const match = /^WS#(.+)#([a-z]+)$/.exec(pk);
  const environment = ENVIRONMENTS.find((e) => e === match?.[2]);
  return match?.[1] && environment ? { workspaceId: match[1], environment } : null;
}
