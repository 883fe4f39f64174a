/**
 * Who the members are and who among them can approve, as the API shows them. A member can
 * approve when what their credentials may hold grants `transfers:approve` or `workspace:approve`:
 * the scopes fixed on the member when invited (or made by the operator with a key), and, for an
 * older member without them, the scopes of their active keys (docs/members.md, Approvers).
 */
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import type { InvitationRecord, MemberChangeRecord, Roster } from '#shared/db/members.ts';
import type { PasskeyRecord } from '#shared/db/passkeys.ts';
import type { MemberRecord } from '#shared/db/workspaces.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { MemberChangeStatus } from '#shared/model/members/state-machine.ts';
import { hasScope, type Scope } from '#shared/model/scopes.ts';
import type { InvitationView, MemberChangeView, MemberView } from '#shared/responses/members.ts';

/** The scopes that decide approvals. */
export const APPROVING_SCOPES: readonly Scope[] = ['transfers:approve', 'workspace:approve'];

export const grantsApproval = (scopes: readonly Scope[]): boolean => APPROVING_SCOPES.some((scope) => hasScope(scopes, scope));

const isActiveKey = (key: ApiKeyRecord, now: number) =>
  key.status === 'active' && (key.expires_at === null || Date.parse(key.expires_at) > now);

export const isActiveMember = (member: MemberRecord): boolean => (member.status ?? 'active') === 'active';

/** What the member's credentials may hold: the member's scopes, or (older members) the union of their active keys'. */
export function memberScopes(member: MemberRecord, keys: readonly ApiKeyRecord[], now = Date.now()): Scope[] {
  if (member.scopes) return member.scopes;
  const held = new Set<Scope>();
  for (const key of keys) if (key.created_by.id === member.id && isActiveKey(key, now)) for (const scope of key.scopes) held.add(scope);
  return [...held];
}

export function canApprove(member: MemberRecord, keys: readonly ApiKeyRecord[], now = Date.now()): boolean {
  return isActiveMember(member) && grantsApproval(memberScopes(member, keys, now));
}

/** The active members who can approve, other than `requesterId`: who a change to the approvers must wait for. */
export function otherApprovers(roster: Roster, requesterId: string): MemberRecord[] {
  const now = Date.now();
  return roster.members.filter((m) => m.id !== requesterId && canApprove(m, roster.keys, now));
}

/** The latest of `times` (ISO 8601, so they sort as text), or null. */
const latest = (times: readonly (string | null | undefined)[]): string | null =>
  times
    .filter((at): at is string => typeof at === 'string')
    .sort()
    .at(-1) ?? null;

/** The member's view; `keys` and `passkeys` may hold other members' too (the workspace's, read once for a listing). */
export function toMemberView(
  member: MemberRecord,
  keys: readonly ApiKeyRecord[],
  passkeys: readonly Pick<PasskeyRecord, 'member_id' | 'last_used_at'>[],
  now = Date.now(),
): MemberView {
  const own = keys.filter((key) => key.created_by.id === member.id);
  const ownPasskeys = passkeys.filter((passkey) => passkey.member_id === member.id);
  return {
    id: member.id,
    email: member.email,
    display_name: member.display_name,
    role: member.role,
    status: member.status ?? 'active',
    scopes: memberScopes(member, keys, now),
    can_approve: canApprove(member, keys, now),
    active_api_keys: own.filter((key) => isActiveKey(key, now)).length,
    passkeys: ownPasskeys.length,
    passkey_last_used_at: latest(ownPasskeys.map((passkey) => passkey.last_used_at)),
    created_at: member.created_at,
    last_seen_at: latest(own.map((key) => key.last_used_at)),
    removed_at: member.removed_at ?? null,
  };
}

/** `expired` is derived from `expires_at`, never stored. */
export function toInvitationView(r: InvitationRecord, now = Date.now()): InvitationView {
  const open = r.status === 'open' || r.status === 'pending_approval';
  return {
    id: r.id,
    email: r.email,
    display_name: r.display_name,
    scopes: r.scopes,
    status: open && Date.parse(r.expires_at) <= now ? 'expired' : r.status,
    change_id: r.change_id,
    invited_by: r.invited_by,
    invited_with_api_key_id: r.invited_with_api_key_id,
    expires_at: r.expires_at,
    created_at: r.created_at,
    accepted_at: r.accepted_at,
    member_id: r.member_id,
    revoked_at: r.revoked_at,
    revoked_by: r.revoked_by,
  };
}

/** A pending change past `expires_at` is `expired` (found when read or decided; never stored as pending again). */
export function memberChangeStatus(r: MemberChangeRecord, now = Date.now()): MemberChangeStatus {
  return r.status === 'pending' && Date.parse(r.expires_at) <= now ? 'expired' : r.status;
}

export function toMemberChangeView(r: MemberChangeRecord, now = Date.now()): MemberChangeView {
  return {
    id: r.id,
    kind: r.kind,
    status: memberChangeStatus(r, now),
    subject: r.subject,
    invitation_id: r.invitation_id,
    passkey_id: r.passkey_id ?? null,
    required_approvals: r.required_approvals,
    approvals: r.approvals.map((a) => ({ member: a.member, api_key_id: a.api_key_id, approved_at: a.approved_at })),
    requested_by: r.requested_by,
    requested_with_api_key_id: r.requested_with_api_key_id,
    approved_at: r.approved_at,
    rejected_by: r.rejected_by,
    rejected_at: r.rejected_at,
    expires_at: r.expires_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** What makes one member change differ from another when it is requested; the rest is the same for every kind. */
type ChangeRequest = Pick<MemberChangeRecord, 'id' | 'kind' | 'subject' | 'invitation_id' | 'passkey_id' | 'expires_at'>;

/** A member change as requested by `caller` at `at`: pending, one approval needed, none given. */
export function requestedChange(caller: AuthContext, request: ChangeRequest, at: string): MemberChangeRecord {
  const { passkey_id, ...rest } = request;
  return {
    ...rest,
    workspace_id: caller.workspaceId,
    status: 'pending',
    ...(passkey_id ? { passkey_id } : {}),
    required_approvals: 1,
    approvals: [],
    requested_by: caller.member,
    requested_with_api_key_id: caller.keyId,
    approved_at: null,
    rejected_by: null,
    rejected_at: null,
    created_at: at,
    updated_at: at,
    revision: 1,
  };
}
