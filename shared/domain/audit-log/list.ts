/** The workspace's audit log as the API shows it (docs/api.md, Audit log). */
import { listAuditLog, type StoredAuditRecord } from '#shared/db/audit-log.ts';
import type { AuditRecordView } from '#shared/responses/workspace.ts';

/**
 * An operator's record shows the command and what it made; the operator's OS user, host and
 * target stay in the CLI's own reading (`npm run admin -- audit-log`): they describe the
 * operator's machine, not the workspace.
 */
function toAuditRecordView(record: StoredAuditRecord): AuditRecordView {
  if (record.entity === 'operator_audit') {
    return {
      id: record.id,
      action: `operator.${record.command}`,
      at: record.at,
      environment: null,
      member_id: null,
      actor_key_id: null,
      operator: record.operator,
      request_id: null,
      details: {
        subject_member_id: record.member_id,
        member_email: record.member_email,
        api_key_id: record.api_key_id,
        scopes: record.scopes,
        ...record.limits,
        // `migrate-layout`: what it moved, by kind (`moved_transfer`, `moved_event`…).
        ...Object.fromEntries(Object.entries(record.moved ?? {}).map(([kind, n]) => [`moved_${kind}`, n])),
      },
    };
  }
  return {
    id: record.id,
    action: record.action,
    at: record.at,
    environment: record.environment,
    member_id: record.member_id,
    actor_key_id: record.actor_key_id,
    operator: null,
    request_id: record.request_id,
    details: record.details as AuditRecordView['details'],
  };
}

export async function listWorkspaceAuditLog(
  workspaceId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: AuditRecordView[]; next_cursor: string | null }> {
  const page = await listAuditLog(workspaceId, limit, cursor);
  return { items: page.items.map(toAuditRecordView), next_cursor: page.nextCursor };
}
