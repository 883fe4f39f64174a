/**
 * The workspace's audit log in the table: `pk = WS#<ws>`, `sk = AUDIT#<uuidv7>`. The API's
 * records (shared/audit.ts: each in the transaction of the change it records) and the operator CLI's
 * (shared/db/operator-audit.ts, `entity: operator_audit`) share the prefix, so one Query reads
 * both in the order they were made.
 */
import { ID_FORMS, type CursorPage } from '#shared/db/cursor.ts';
import { prefixPage } from '#shared/db/query-page.ts';
import * as keys from '#shared/db/keys.ts';
import type { OperatorAuditRecord } from '#shared/db/operator-audit.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import type { Environment } from '#shared/model/tenancy.ts';

/** What an audit record may carry besides its common fields: ids, names, times, hosts; never a secret. */
export type AuditValue = string | number | boolean | null | readonly string[];

export interface AuditRecord {
  id: string;
  workspace_id: string;
  /** `api_key.created`, `member.invited`, `setting_change.approved`… (docs/api.md, Audit log). */
  action: string;
  at: string;
  /** The environment the act was in; null for workspace-wide acts (members, keys, sign-in). */
  environment: Environment | null;
  /** The member who acted; null when nobody did (an expiry) or before membership (an enrolment names the new member). */
  member_id: string | null;
  /** The API key that acted, or the console session's id. */
  actor_key_id: string | null;
  request_id: string | null;
  details: Record<string, AuditValue>;
}

export type StoredAuditRecord = ({ entity: 'audit' } & AuditRecord) | ({ entity: 'operator_audit' } & OperatorAuditRecord);

/** The record's Put, for the transaction of the change it records. */
export function auditRecordPut(record: AuditRecord): TransactItem {
  return putNew({ pk: keys.workspace(record.workspace_id), sk: keys.audit(record.id) }, 'audit', record);
}

/** One page of the workspace's audit log, newest first: the API's records and the operator CLI's. */
export function listAuditLog(workspaceId: string, limit: number, cursor: string | undefined): Promise<CursorPage<StoredAuditRecord>> {
  return prefixPage<StoredAuditRecord>({
    pk: keys.workspace(workspaceId),
    prefix: keys.auditPrefix,
    idForm: ID_FORMS.uuid,
    limit,
    cursor,
    oldestFirst: false,
  });
}
