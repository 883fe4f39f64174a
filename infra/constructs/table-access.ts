/**
 * Least-privilege table grants. A route's `access` in `shared/routes.ts` decides what its
 * function may do; nothing else in the infrastructure grants table access to routes.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { TableAccess } from '#shared/http/route.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { keys } from '#shared/db/keys.ts';

/** The attribute authentication sets on a key's record (`touchApiKey` in `shared/db/api-keys.ts`). */
export const KEY_USAGE_ATTRIBUTE = 'last_used_at';
/**
 * Partition keys of the API key records: `WS#<workspaceId>`. IAM cannot narrow a grant by sort
 * key, so the pattern also covers other workspace items; the attribute condition below still
 * limits the write to `last_used_at`, which only API key records show.
 */
export const KEY_RECORD_LEADING_KEY = keys.workspace('*');

/**
 * Grants `fn` exactly the table access its route declares: `read` gets the read actions only,
 * `write` the read and write actions, `none` nothing (undefined: no grant was made).
 */
export function bindTable(fn: IGrantable, table: ITable, access: TableAccess): iam.Grant | undefined {
  if (access === 'none') return undefined;
  return access === 'write' ? table.grantReadWriteData(fn) : table.grantReadData(fn);
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
