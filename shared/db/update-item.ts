/**
 * Builds the `Update` of a TransactWriteItems call from plain objects, so every data module
 * writes conditional updates the same way: `set` attributes, `add` numbers (BigInt amounts
 * included), `remove` attributes, and `expect` attribute values (equality, all must hold; null
 * means absent). The item must exist unless `mayCreate`; `condition` appends a raw expression.
 * An attribute with dots names a path into nested maps.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import type { TransactItem } from '#shared/db/transact.ts';

export interface UpdateSpec {
  set?: Record<string, unknown>;
  add?: Record<string, bigint | number>;
  remove?: string[];
  expect?: Record<string, unknown>;
  /** An extra condition; may use `#name`/`:value` placeholders given in `names`/`values`. */
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  /** Lets the update create the item (the ledger's first deposit, counters, settings). */
  mayCreate?: boolean;
}

export function updateItem(key: { pk: string; sk: string }, spec: UpdateSpec): TransactItem {
  const names: Record<string, string> = { ...spec.names };
  const values: Record<string, unknown> = { ...spec.values };
  // A dotted attribute is a path into nested maps (`delivery.chain_credit.status`): each step named on its own.
  const name = (prefix: string, i: number, attribute: string) =>
    attribute
      .split('.')
      .map((step, j) => {
        const placeholder = j === 0 ? `#${prefix}${i}` : `#${prefix}${i}_${j}`;
        names[placeholder] = step;
        return placeholder;
      })
      .join('.');
  const sets = Object.entries(spec.set ?? {}).map(([a, v], i) => {
    values[`:s${i}`] = v;
    return `${name('s', i, a)} = :s${i}`;
  });
  const adds = Object.entries(spec.add ?? {}).map(([a, v], i) => {
    values[`:a${i}`] = v;
    return `${name('a', i, a)} :a${i}`;
  });
  const removes = (spec.remove ?? []).map((a, i) => name('r', i, a));
  const conditions = spec.mayCreate ? [] : ['attribute_exists(pk)'];
  Object.entries(spec.expect ?? {}).forEach(([a, v], i) => {
    values[`:e${i}`] = v;
    conditions.push(v === null ? `attribute_not_exists(${name('e', i, a)})` : `${name('e', i, a)} = :e${i}`);
    if (v === null) delete values[`:e${i}`];
  });
  if (spec.condition) conditions.push(`(${spec.condition})`);
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: expression,
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/**
 * Sends one such update on its own, outside a transaction. Returns the item as `returnValues`
 * asks (after the update, before it, or `{}` for none), or null when its condition failed.
 */
export async function updateOne<T extends object = Record<string, unknown>>(
  key: { pk: string; sk: string },
  spec: UpdateSpec,
  returnValues: 'ALL_NEW' | 'ALL_OLD' | 'NONE' = 'NONE',
): Promise<T | null> {
  const { Update } = updateItem(key, spec);
  try {
    const out = await db.send(new UpdateCommand({ ...Update!, ...(returnValues === 'NONE' ? {} : { ReturnValues: returnValues }) }));
    return (out.Attributes ?? {}) as T;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** A put that fails when the item exists. */
export function putNew(key: { pk: string; sk: string }, entity: string, item: object): TransactItem {
  return {
    Put: { TableName: TABLE_NAME, Item: { ...key, entity, ...item }, ConditionExpression: 'attribute_not_exists(pk)' },
  };
}
