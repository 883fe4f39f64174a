/**
 * Address book items: the entry, `sk = ADDRESS#<entryId>`, and while it is active a uniqueness
 * item, `sk = ADDRESS_UNIQUE#<network>#<canonical address>`, written and deleted in the same
 * transaction as the entry, so two active entries for one network and address cannot exist.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { failedConditionIndexes, failedConditionItem } from '#shared/db/errors.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { prefixRange, queryPage } from '#shared/db/query-page.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { updateItem, updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { UserReference } from '#shared/model/auth.ts';

export interface AddressBookRecord {
  id: string;
  label: string;
  address: string;
  network_code: string;
  trust_status: 'trusted' | 'untrusted';
  status: 'active' | 'archived';
  asset_symbol: string | null;
  notes: string | null;
  created_at: string;
  created_by: UserReference;
  updated_at: string;
  archived_at: string | null;
}

export const addressBookKey = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: keys.addressBookEntry(id) });
export const uniqueKey = (tenant: TenantScope, r: Pick<AddressBookRecord, 'network_code' | 'address'>) => ({
  pk: keys.tenant(tenant),
  sk: keys.addressBookUnique(r.network_code, r.address),
});

/**
 * Creates the entry, with `extra` items (an idempotency claim's completion, whose failed
 * condition is rethrown); returns the id of the active entry that already holds the address, if any.
 */
export async function insertEntry(
  tenant: TenantScope,
  record: AddressBookRecord,
  extra: TransactItem[] = [],
): Promise<{ conflictWith: string | null }> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE_NAME,
              Item: { ...addressBookKey(tenant, record.id), entity: 'address_book_entry', ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: TABLE_NAME,
              Item: { ...uniqueKey(tenant, record), entity: 'address_book_unique', entry_id: record.id },
              ConditionExpression: 'attribute_not_exists(pk)',
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
          ...extra,
        ],
      }),
    );
    return { conflictWith: null };
  } catch (error) {
    if (!failedConditionIndexes(error).includes(1)) throw error;
    const old = failedConditionItem(error, 1);
    return { conflictWith: old ? (old.entry_id as string) : 'unknown' };
  }
}

/** The uniqueness item of an active entry: the id of the entry that holds the address. */
export type AddressUniqueItem = { entry_id: string };

export async function getEntry(tenant: TenantScope, id: string, consistent = false): Promise<AddressBookRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: addressBookKey(tenant, id), ConsistentRead: consistent }));
  return out.Item as AddressBookRecord | undefined;
}

/** Sets fields of an active entry; null when it is not active (or gone). */
export async function patchActiveEntry(
  tenant: TenantScope,
  id: string,
  set: Partial<AddressBookRecord>,
): Promise<AddressBookRecord | null> {
  return updateOne<AddressBookRecord>(addressBookKey(tenant, id), { set, expect: { status: 'active' } }, 'ALL_NEW');
}

/** Archives an active entry and frees its address; false when it was not active. */
export async function archiveEntry(tenant: TenantScope, entry: AddressBookRecord, now: string): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          updateItem(addressBookKey(tenant, entry.id), {
            set: { status: 'archived', archived_at: now, updated_at: now },
            expect: { status: 'active' },
          }),
          {
            Delete: {
              TableName: TABLE_NAME,
              Key: uniqueKey(tenant, entry),
              ConditionExpression: 'entry_id = :id',
              ExpressionAttributeValues: { ':id': entry.id },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditionIndexes(error).length > 0) return false;
    throw error;
  }
}

/** The check that keeps a transfer from using an entry archived after it was read. */
export function entryActiveCheck(tenant: TenantScope, id: string) {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: addressBookKey(tenant, id),
      ConditionExpression: '#status = :active AND trust_status = :trusted',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'active', ':trusted': 'trusted' },
    },
  };
}

/** One page of the tenant's address book, newest first. */
export function queryEntries(
  tenant: TenantScope,
  filter: { network_code?: string | undefined; status?: string | undefined },
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<AddressBookRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.addressBookPrefix, ID_FORMS.uuid) };
  const range = prefixRange(keys.addressBookPrefix);
  return readPage(cursor, spec, (startKey) =>
    queryPage<AddressBookRecord>({ pk: keys.tenant(tenant), ...range, equals: { ...filter }, limit, startKey }),
  );
}
