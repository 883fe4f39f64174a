/**
 * Operator audit records: `pk = WS#<ws>`, `sk = AUDIT#<uuidv7>`, `entity: operator_audit`, in the
 * workspace's audit log beside the API's records (shared/db/audit-log.ts). The operator CLI
 * writes one in the same transaction as each change it makes to a workspace (the workspace with
 * its owner and first key, a member, a key, a member with a key, its rate limits), naming the
 * operator; never a token. `migrate-layout` writes one alone per workspace it changed, after its
 * moves (each item moves in a transaction of its own), with what it moved.
 */
import * as keys from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import type { RateLimitName } from '#shared/model/rate-limits.ts';

export interface OperatorAuditRecord {
  id: string;
  workspace_id: string;
  /** The CLI command that made the change. */
  command: 'create-workspace' | 'add-member' | 'create-api-key' | 'add-approver' | 'set-limits' | 'migrate-layout';
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
  /** `set-limits`: the limits it set, a whole number, or null where it put the stage's default back. */
  limits?: Partial<Record<RateLimitName, number | null>>;
  /** `migrate-layout`: the items it moved (and settings copies it wrote) in the workspace, by kind. */
  moved?: Record<string, number>;
}

export function operatorAuditPut(record: OperatorAuditRecord): TransactItem {
  return putNew({ pk: keys.workspace(record.workspace_id), sk: keys.audit(record.id) }, 'operator_audit', record);
}

/** Writes one record on its own, for a command whose change was not one transaction. */
export async function putOperatorAudit(record: OperatorAuditRecord): Promise<void> {
  await transact([operatorAuditPut(record)]);
}

/**
 * The workspace's operator audit records, newest first. The CLI's own reading: it reads the whole
 * log and keeps the operator's records, which the page-by-page listing of the API cannot do
 * without short pages (DynamoDB filters after `Limit`).
 */
export async function listOperatorAudit(workspaceId: string, limit: number): Promise<OperatorAuditRecord[]> {
  const records = await queryAll<OperatorAuditRecord & { pk: string; sk: string; entity: string }>({
    pk: keys.workspace(workspaceId),
    prefix: keys.auditPrefix,
    filter: { expression: 'entity = :operator', values: { ':operator': 'operator_audit' } },
  });
  return records
    .reverse()
    .slice(0, limit)
    .map(({ pk: _pk, sk: _sk, entity: _entity, ...record }) => record);
}
