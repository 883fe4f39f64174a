/**
 * Least-privilege table grants. A function's `table` access in the function table
 * (`shared/wiring/functions.ts`: a route's `access`, `write` for consumers, `none` for the
 * fallback) decides what it may do; nothing else in the infrastructure grants table access.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { TableAccess } from '#shared/http/route.ts';
import type { TableIndexId } from '#shared/uses.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import * as keys from '#shared/db/keys.ts';

/** The attribute authentication sets on a key's record (`touchApiKey` in `shared/db/api-keys.ts`). */
export const KEY_USAGE_ATTRIBUTE = 'last_used_at';
/**
 * Partition keys of the API key records: `WS#<workspaceId>`. IAM cannot narrow a grant by sort
 * key, so the pattern also covers other workspace items; the attribute condition below still
 * limits the write to `last_used_at`, which only API key records show.
 */
export const KEY_RECORD_LEADING_KEY = keys.workspace('*');

/**
 * The item actions the code issues, by access. Not the CDK's `grantReadData`: that adds `Scan`
 * (no function scans: a scan of the single table would read every workspace's items) and
 * `DescribeTable`, `GetRecords` and `GetShardIterator`, which no function calls (the stream
 * consumers' stream rights come from their event source). `ConditionCheckItem` is the action of
 * a transaction's condition check; IAM has no `TransactWriteItems` or `TransactGetItems` action,
 * a transaction is authorized item by item. `BatchWriteItem` is left out: nothing calls it.
 */
export const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
  ],
} as const satisfies Record<Exclude<TableAccess, 'none'>, readonly string[]>;

/**
 * Grants `fn` exactly the table access it declares, on the table itself: `read` the read actions
 * only, `write` the read and write actions, `none` nothing (undefined: no grant was made). Not
 * `table.grant`, which adds every index of the table: an index is queried only by the functions
 * that declare it (`grantIndexQuery`).
 */
export function bindTable(fn: IGrantable, table: ITable, access: TableAccess): iam.Grant | undefined {
  if (access === 'none') return undefined;
  return iam.Grant.addToPrincipal({ grantee: fn, actions: [...TABLE_ACTIONS[access]], resourceArns: [table.tableArn] });
}

/** `dynamodb:Query` on one index of the table, for a function that declares it (`uses.queriesIndexes`). */
export function grantIndexQuery(fn: IGrantable, table: ITable, index: TableIndexId): iam.Grant {
  return iam.Grant.addToPrincipal({
    grantee: fn,
    actions: ['dynamodb:Query'],
    resourceArns: [`${table.tableArn}/index/${TABLE_DESIGN.indexes[index].name}`],
  });
}

/**
 * Lets an authenticated route record its key's last use, even when the route is read-only:
 * one `UpdateItem`, only in workspace partitions, touching only the key attributes and
 * `last_used_at`. A read route stays unable to change anything a caller could observe
 * besides that timestamp.
 */
export function allowKeyUsageRecording(fn: IGrantable, table: ITable): void {
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'RecordApiKeyUse',
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [KEY_RECORD_LEADING_KEY] },
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey, KEY_USAGE_ATTRIBUTE],
        },
      },
    }),
  );
}

/**
 * Lets an authenticated route count its request against the rate limits, even when the route is
 * read-only (reads are limited too: `shared/db/rate-limits.ts`): `UpdateItem` only in the rate
 * counters' partitions, touching only their keys, `count` and `expires_at_epoch`.
 */
export function allowRateCounting(fn: IGrantable, table: ITable): void {
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'CountRequestRates',
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keys.rateCounterPrefix}*`] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...keys.RATE_COUNTER_ATTRIBUTES] },
      },
    }),
  );
}

/** The partition keys of console sessions (`SESSION#<token hash>`, shared/db/sessions.ts). */
export const SESSION_LEADING_KEY = keys.session('*');
/** The attribute the session pipeline pushes back on use (`touchSession`). */
export const SESSION_IDLE_ATTRIBUTE = 'idle_expires_at_ms';

/**
 * Lets a route a console session may call keep the session (shared/http/session-pipeline.ts),
 * even when the route is read-only: push its idle deadline back (one `UpdateItem` of that
 * attribute alone) and delete the session of a member found removed, only in session partitions.
 */
export function allowSessionUpkeep(fn: IGrantable, table: ITable): void {
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'KeepConsoleSession',
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SESSION_LEADING_KEY] },
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey, SESSION_IDLE_ATTRIBUTE],
        },
      },
    }),
  );
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'EndConsoleSession',
      actions: ['dynamodb:DeleteItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SESSION_LEADING_KEY] } },
    }),
  );
}
