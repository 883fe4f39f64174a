/**
 * The one place where invitations and member changes move. An invitation is `pending_approval`
 * while the member change it needs waits, then `open` until it is used (`accepted`) or
 * `revoked`; `expired` is derived from `expires_at` and never stored. A member change is born
 * `pending` and ends once: `approved`, `rejected`, `expired` (found past `expires_at`) or
 * `cancelled` (its invitation was revoked). Writers make each move conditional on the record's
 * `revision` as read, so two moves cannot both apply.
 */
import { ApiError } from '#shared/model/errors.ts';

export const INVITATION_STATUSES = ['pending_approval', 'open', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = Exclude<(typeof INVITATION_STATUSES)[number], 'expired'>;
export type InvitationAction = 'approve' | 'accept' | 'revoke';

const INVITATION_MOVES: Record<InvitationAction, { from: InvitationStatus[]; to: InvitationStatus }> = {
  approve: { from: ['pending_approval'], to: 'open' },
  accept: { from: ['open'], to: 'accepted' },
  revoke: { from: ['pending_approval', 'open'], to: 'revoked' },
};

/** The invitation's status after `action`, or 409 `invalid_state_transition`. */
export function invitationTransition(status: InvitationStatus, action: InvitationAction): InvitationStatus {
  const move = INVITATION_MOVES[action];
  if (!move.from.includes(status)) {
    throw new ApiError(
      'invalid_state_transition',
      `An invitation that is ${status} cannot be ${action === 'accept' ? 'used' : `${action}d`}.`,
      {
        details: { action, status },
      },
    );
  }
  return move.to;
}

/**
 * What a member change does once approved: open an invitation of an approver, remove an approver,
 * or remove a passkey an approver needs (a second member's removal where `passkey_required` is on).
 */
export const MEMBER_CHANGE_KINDS = ['invitation', 'removal', 'passkey_removal'] as const;
export type MemberChangeKind = (typeof MEMBER_CHANGE_KINDS)[number];

export const MEMBER_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type MemberChangeStatus = (typeof MEMBER_CHANGE_STATUSES)[number];
export type MemberChangeAction = 'approve' | 'approve_final' | 'reject' | 'expire' | 'cancel';

const CHANGE_TO: Record<MemberChangeAction, MemberChangeStatus> = {
  approve: 'pending',
  approve_final: 'approved',
  reject: 'rejected',
  expire: 'expired',
  cancel: 'cancelled',
};

/** Every move starts from `pending`; the statuses after it are final. 409 `invalid_state_transition` otherwise. */
export function memberChangeTransition(status: MemberChangeStatus, action: MemberChangeAction): MemberChangeStatus {
  if (status !== 'pending') {
    const verb = action === 'approve_final' ? 'approve' : action;
    throw new ApiError(
      'invalid_state_transition',
      `A member change that is ${status} cannot be decided; ask again if it is still wanted.`,
      {
        details: { action: verb, status },
      },
    );
  }
  return CHANGE_TO[action];
}
