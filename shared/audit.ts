/**
 * The audit trail of changes that grant or redirect access: API keys created and revoked, and
 * webhook URLs set. One JSON line per change on the function's log (CloudWatch), with
 * `"audit": "<action>"` beside the logger's `request_id`, always written whatever `LOG_LEVEL`
 * says: an operator who silences the service log must not silence who did what. The same record
 * is stored in the workspace's audit log (shared/db/audit-log.ts), in the transaction of the
 * change it records, which the console and `GET /v1/workspace/audit-log` read.
 *
 * Every line names the workspace, the member and the key that acted (`actor_key_id`), and the
 * request. Never a token, a signing secret or a whole URL: a URL's path or query may hold a
 * receiver's own secret, so only its host is logged. The fields are documented in
 * docs/api.md (Audit log).
 */
import { auditRecordPut, type AuditValue } from '#shared/db/audit-log.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { newId } from '#shared/ids.ts';
import { currentRequestId, log } from '#shared/log.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { MemberChangeKind } from '#shared/model/members/state-machine.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export type AuditAction =
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook.created'
  | 'webhook.url_changed'
  | 'console.signed_in'
  | 'console.signed_out'
  | 'console.change'
  | 'member.invited'
  | 'member.invitation_revoked'
  | 'member.removed'
  | 'member.passkey_added'
  | 'member.passkey_removed'
  | 'member_change.requested'
  | 'member_change.approval_recorded'
  | 'member_change.approved'
  | 'member_change.rejected';

/** Fields each action adds; only ids, names of scopes and environments, times and hosts. */
export interface AuditFields {
  api_key_id?: string;
  /** The key's minter; null for keys an operator created. */
  created_by_key_id?: string | null;
  scopes?: readonly string[];
  environments?: readonly string[];
  expires_at?: string | null;
  /** Why a key was revoked: `request` (the revoke route), `minter_revoked` (its minter was) or `member_removed` (its member was). */
  cause?: 'request' | 'minter_revoked' | 'member_removed';
  webhook_id?: string;
  environment?: Environment;
  url_host?: string;
  previous_url_host?: string;
  /** A console session's id (sign-in, sign-out, and every change made with it). */
  session_id?: string;
  /** The passkey a member signed in with (its credential id), or one added or removed. */
  credential_id?: string;
  passkey_id?: string;
  /** A passkey removed: whether by a session of its own member signed in with another (`own_session`) or by a second member. */
  removed_by?: 'own_session' | 'second_member';
  /** A change made with a console session: the route, the method and path, and the status answered. */
  route_id?: string;
  method?: string;
  path?: string;
  status?: number;
  error_code?: string;
  /** Members (docs/members.md): the invitation, the member acted on, the change waiting for approval. */
  invitation_id?: string;
  subject_member_id?: string;
  change_id?: string | null;
  change_kind?: MemberChangeKind;
}

/** The fields every audit line names, then the action's own. */
export interface AuditLine {
  workspace_id: string;
  member_id: string | null;
  actor_key_id?: string | null;
  environment?: Environment | null;
  [field: string]: AuditValue | undefined;
}

/**
 * One act's audit record: the item that stores it in the workspace's audit log, written in the
 * transaction that makes the change, so the record exists exactly when the change does; and its
 * line on the service log, written once that transaction has committed.
 */
export interface AuditEntry {
  put: TransactItem;
  logLine(): void;
}

export function auditEntry(action: string, line: AuditLine): AuditEntry {
  const { workspace_id, member_id, actor_key_id = null, environment = null, ...rest } = line;
  const details = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, AuditValue] => entry[1] !== undefined));
  const put = auditRecordPut({
    id: newId(),
    workspace_id,
    action,
    at: new Date().toISOString(),
    environment,
    member_id,
    actor_key_id,
    request_id: currentRequestId() ?? null,
    details,
  });
  return { put, logLine: () => log.audit(action, line) };
}

/** The audit entry of a change made by the key (or console session) `actor`. */
export function auditBy(action: AuditAction, actor: AuthContext, fields: AuditFields): AuditEntry {
  return auditEntry(action, { ...actorFields(actor), ...fields });
}

/** Who acted: the workspace, the member and the key (or console session). */
const actorFields = (actor: AuthContext) => ({ workspace_id: actor.workspaceId, member_id: actor.member.id, actor_key_id: actor.keyId });

/**
 * An audit line with no stored record: a console change is logged whatever its outcome, refused
 * ones included, after its answer is known; the act it made (a key created, a member invited) has
 * a stored record of its own.
 */
export function auditLine(action: AuditAction, actor: AuthContext, fields: AuditFields): void {
  log.audit(action, { ...actorFields(actor), ...fields });
}

/** The host (with port) of a URL, the only part of it an audit line keeps. */
export function urlHost(url: string): string {
  return URL.parse(url)?.host ?? '';
}
