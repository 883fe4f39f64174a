/**
 * The fewest DynamoDB calls each route's access pattern allows, authentication included
 * (one strongly consistent GetItem on the key's lookup item; see docs/data-model.md). Not
 * counted: authentication's last-use write, an UpdateItem made at most once a minute per key
 * per container. The report sets each route's measured calls beside its entry here and flags
 * a route that has none: add one when a route lands.
 */
export interface DynamoMinimum {
  calls: number;
  /** The calls, in order, and why none can be saved. */
  pattern: string;
}

const AUTH = 'GetItem (auth)';

/** By route id (plus `floor` and `fallback`). */
export const DYNAMO_MINIMUMS: Readonly<Record<string, DynamoMinimum>> = {
  createApiKey: { calls: 2, pattern: `${AUTH} + TransactWriteItems (record + lookup item, both new)` },
  listApiKeys: { calls: 2, pattern: `${AUTH} + Query (one page of the workspace partition)` },
  getApiKey: { calls: 2, pattern: `${AUTH} + GetItem (record)` },
  revokeApiKey: {
    calls: 3,
    pattern: `${AUTH} + GetItem (record: the lookup item's key is the token hash, known only from it) + TransactWriteItems (both items)`,
  },
  getTransferPolicy: { calls: 2, pattern: `${AUTH} + GetItem (setting)` },
  putTransferPolicy: { calls: 2, pattern: `${AUTH} + UpdateItem (conditional, returns the new item)` },
  getNetworks: { calls: 2, pattern: `${AUTH} + GetItem (setting)` },
  putNetworks: { calls: 2, pattern: `${AUTH} + UpdateItem (returns the new item)` },
  fallback: { calls: 0, pattern: 'none: 404/405 from the route table alone' },
  floor: { calls: 1, pattern: 'GetItem' },
};
