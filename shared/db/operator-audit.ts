/**
 * Operator audit records: `pk = WS#<ws>`, `sk = AUDIT#<uuidv7>` (newest first). The operator CLI
 * writes one in the same transaction as each change it makes to a workspace (the workspace with
 * its owner and first key, a member, a key, a member with a key), naming the operator; never a token.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { keys } from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';

export interface OperatorAuditRecord {
  id: string;
  workspace_id: string;
  /** The CLI command that made the change. */
  command: 'create-workspace' | 'add-member' | 'create-api-key' | 'add-approver';
  /** Who ran it: `--operator`, else the OS user at the host. */
  operator: string;
  os_user: string;
  host: string;
  /** Where it was written (the table, or the local stack). */
  target: string;
  at: string;
  member_id: string | null;
  member_email: string | null;
  api_key_id: string | null;
  scopes: string[] | null;
}

export function operatorAuditPut(record: OperatorAuditRecord): TransactItem {
  return putNew({ pk: keys.workspace(record.workspace_id), sk: keys.operatorAudit(record.id) }, 'operator_audit', record);
}

/** The workspace's operator audit records, newest first. */
export async function listOperatorAudit(workspaceId: string, limit: number): Promise<OperatorAuditRecord[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.workspace(workspaceId), ':prefix': keys.operatorAuditPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(({ pk: _pk, sk: _sk, entity: _entity, ...record }) => record as OperatorAuditRecord);
}
