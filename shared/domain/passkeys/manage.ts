/**
 * A member's passkeys (docs/members.md, Passkeys): listed, options to add another, and removed.
 * No WebAuthn library: adding, which verifies, is `addition.ts`'s.
 *
 * Removal needs another of the member's passkeys or a second member: a console session of the
 * passkey's member signed in with another of their passkeys, or any credential of another member
 * holding `workspace:write` (held for approval when the passkey is one an approver needs). The
 * member's own API key never: one stolen key must not be able to take a member's passkeys away
 * (nor, with `addition.ts` refusing keys, replace them).
 */
import { auditBy } from '#shared/audit.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import {
  findPasskey,
  listMemberPasskeys,
  listPasskeysPage,
  passkeyHeldCheck,
  passkeyRemoval,
  type PasskeyRecord,
} from '#shared/db/passkeys.ts';
import { memberChangePut, readRoster, rosterCheck, type MemberChangeRecord } from '#shared/db/members.ts';
import { getSetting, settingVersionCheck } from '#shared/db/settings.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { heldChange } from '#shared/domain/members/members.ts';
import { canApprove, toMemberChangeView } from '#shared/domain/members/roster.ts';
import { approvalSettingsView } from '#shared/domain/transfers/approval-settings.ts';
import { registrationOptions } from '#shared/domain/passkeys/ceremony.ts';
import { LIMITS, limitExceeded } from '#shared/limits.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import { hasScope } from '#shared/model/scopes.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';
import { refuseSession } from '#shared/model/sessions/session.ts';
import type { MemberChangeView } from '#shared/responses/members.ts';
import type { PasskeyView } from '#shared/responses/passkeys.ts';

/** What the API shows of a passkey: never its public key, counter or user handle. */
export function toPasskeyView(passkey: PasskeyRecord): PasskeyView {
  return {
    id: passkey.id,
    member_id: passkey.member_id,
    credential_id: passkey.credential_id,
    transports: passkey.transports,
    created_at: passkey.created_at,
    last_used_at: passkey.last_used_at,
  };
}

export async function listPasskeys(workspaceId: string, memberId: string | undefined, limit: number, cursor: string | undefined) {
  const page = await listPasskeysPage(workspaceId, memberId, limit, cursor);
  return { items: page.items.map(toPasskeyView), next_cursor: page.nextCursor };
}

/** The session a route for a member's own passkeys needs (the routes take sessions only). */
function sessionOf(auth: AuthContext): NonNullable<AuthContext['session']> {
  if (!auth.session) throw new ApiError('forbidden', 'Only a console session of the member can add a passkey, never an API key.');
  return auth.session;
}

/**
 * Registration options for another passkey of the session's member: their passkeys excluded,
 * their user handle kept, the challenge stored hashed and bound to the member (no invitation), used
 * up by the addition it proves.
 */
export async function passkeyRegistrationOptions(auth: AuthContext, now = new Date()) {
  sessionOf(auth);
  // The session pipeline has just read the member, active; the addition holds its transaction to that.
  const member = auth.member;
  const existing = await listMemberPasskeys(auth.workspaceId, member.id);
  // Refused before the browser makes a credential the addition would refuse; the addition's counter is what holds the cap.
  if (existing.length >= LIMITS.passkeys) throw limitExceeded('passkeys');
  return registrationOptions({ workspaceId: auth.workspaceId, bindsTo: { member_id: member.id }, user: member, existing }, now);
}

type RemovalRefusal = 'own_api_key' | 'signing_passkey' | 'session_without_passkey';

const REFUSALS: Record<RemovalRefusal, string> = {
  own_api_key: "A member's own API key cannot remove their passkeys: sign in to the console with another of them, or ask another member.",
  signing_passkey:
    'This session was signed in with this passkey: sign in with another of your passkeys to remove it, or ask another member.',
  session_without_passkey: 'This session was not signed in with a passkey: sign in with another of your passkeys, or ask another member.',
};

const refused = (reason: RemovalRefusal) => new ApiError('forbidden', REFUSALS[reason], { details: { reason } });

/**
 * Who may remove `passkey`, and what the removal's transaction must hold to: for the member
 * themselves, the passkey their session was signed in with still registered.
 */
function removalGrant(auth: AuthContext, passkey: PasskeyRecord): { by: 'own_session' | 'second_member'; holds: TransactItem[] } {
  if (auth.member.id !== passkey.member_id) {
    if (!hasScope(auth.scopes, 'workspace:write')) {
      throw new ApiError('forbidden', "Removing another member's passkey needs the `workspace:write` scope.", {
        details: { required_scope: 'workspace:write' },
      });
    }
    return { by: 'second_member', holds: [] };
  }
  if (!auth.session) throw refused('own_api_key');
  const signing = auth.session.passkey;
  if (!signing) throw refused('session_without_passkey');
  if (signing.id === passkey.id) throw refused('signing_passkey');
  return { by: 'own_session', holds: [passkeyHeldCheck(auth.workspaceId, passkey.member_id, signing.id)] };
}

const MAX_TRIES = 8;

/**
 * What a second member's removal of `passkey` waits for (docs/members.md, Passkeys). Where the
 * passkey's member can approve and `passkey_required` is on in either environment, their
 * approvals need a passkey: the removal is held as a member change (`passkey_removal`), as the
 * removal of an approver is, conditional on the roster as read. Otherwise it applies at once,
 * conditional on the approval settings as read (and the roster, for an approver), so a
 * requirement turned on meanwhile has it decided again.
 */
async function secondMemberRemoval(
  auth: AuthContext,
  passkey: PasskeyRecord,
  now: Date,
): Promise<{ change: MemberChangeRecord | null; checks: TransactItem[] }> {
  const tenants = ENVIRONMENTS.map((environment) => ({ workspaceId: auth.workspaceId, environment }));
  const [roster, ...stored] = await Promise.all([
    readRoster(auth.workspaceId),
    ...tenants.map((tenant) => getSetting(tenant, 'TRANSFER_APPROVALS', true)),
  ]);
  const member = roster.members.find((m) => m.id === passkey.member_id);
  if (!member || !canApprove(member, roster.keys)) return { change: null, checks: [] };
  const settings = stored.map(approvalSettingsView);
  const onRoster = rosterCheck(auth.workspaceId, roster.version);
  if (settings.some((setting) => setting.passkey_required)) {
    return { change: heldChange(auth, 'passkey_removal', member, now, passkey.id), checks: [onRoster] };
  }
  return {
    change: null,
    checks: [onRoster, ...tenants.map((tenant, i) => settingVersionCheck(tenant, 'TRANSFER_APPROVALS', settings[i]!.version))],
  };
}

/**
 * Removes a passkey: the passkey and its credential id's lookup deleted in one transaction,
 * conditional on both being there and on what `removalGrant` holds it to. The sessions signed in
 * with it end at once: the session pipeline finds its credential id gone on their next request.
 * A second member's removal of a passkey an approver needs waits for approval instead
 * (`secondMemberRemoval`): nothing is removed yet, and the change applies the removal when
 * approved (shared/domain/members/changes.ts).
 */
export async function removePasskey(
  auth: AuthContext,
  passkeyId: string,
): Promise<{ passkey: PasskeyView; removed_at: string | null; pending_change: MemberChangeView | null }> {
  for (let tryNumber = 1; ; tryNumber++) {
    const passkey = await findPasskey(auth.workspaceId, passkeyId);
    if (!passkey) throw notFound('passkey');
    const grant = removalGrant(auth, passkey);
    const now = new Date();
    const { change, checks } = grant.by === 'second_member' ? await secondMemberRemoval(auth, passkey, now) : { change: null, checks: [] };
    const removal = passkeyRemoval(passkey);
    const passkeyFields = { subject_member_id: passkey.member_id, passkey_id: passkey.id, credential_id: passkey.credential_id };
    const entry = change
      ? auditBy('member_change.requested', auth, { change_id: change.id, change_kind: 'passkey_removal', ...passkeyFields })
      : auditBy('member.passkey_removed', auth, { ...passkeyFields, removed_by: grant.by });
    // The passkey's own conditions first, then the session's, then the roster's and settings'; the audit record last.
    const ownItems = change ? [passkeyHeldCheck(auth.workspaceId, passkey.member_id, passkey.id)] : removal;
    const sessionAt = ownItems.length;
    const items = [...ownItems, ...grant.holds, ...checks, ...(change ? [memberChangePut(change)] : []), entry.put];
    try {
      await withConflictRetry(() => transact(items));
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      const failed = failedConditionIndexes(error);
      // The session's own passkey was removed meanwhile (by another session of the member, or a second member): it has ended.
      if (grant.holds.length > 0 && failed.includes(sessionAt)) throw refuseSession('passkey_removed');
      if (failed.some((index) => index < sessionAt)) throw notFound('passkey');
      // The roster or an approval setting changed since they were read: decided again.
      if (tryNumber >= MAX_TRIES)
        throw new ApiError('conflict', 'The members or the approval settings kept changing while the removal was decided; retry.');
      continue;
    }
    entry.logLine();
    if (change) return { passkey: toPasskeyView(passkey), removed_at: null, pending_change: toMemberChangeView(change, now.getTime()) };
    return { passkey: toPasskeyView(passkey), removed_at: now.toISOString(), pending_change: null };
  }
}
