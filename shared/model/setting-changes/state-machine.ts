/**
 * The one place where a setting change's status moves are decided. A change is born `pending`
 * and ends once: `approved` (the last approval needed applied it), `rejected`, `expired` (its
 * `expires_at` passed) or `superseded` (its setting was written after it was requested, so the
 * value it would apply no longer follows from the value it was made against). Writers make each
 * move conditional on the change's `revision` as read, so two moves cannot both apply.
 */
import { ApiError } from '#shared/model/errors.ts';

export const SETTING_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'superseded'] as const;
export type SettingChangeStatus = (typeof SETTING_CHANGE_STATUSES)[number];

export type SettingChangeAction =
  | 'approve' // one approval that is not yet the last one needed
  | 'approve_final' // the last approval needed: the change is applied
  | 'reject'
  | 'expire'
  | 'supersede';

const TO: Record<SettingChangeAction, SettingChangeStatus> = {
  approve: 'pending',
  approve_final: 'approved',
  reject: 'rejected',
  expire: 'expired',
  supersede: 'superseded',
};

const PAST: Record<Exclude<SettingChangeAction, 'approve_final'>, string> = {
  approve: 'approved',
  reject: 'rejected',
  expire: 'expired',
  supersede: 'superseded',
};

/** Every move starts from `pending`; the statuses after it are final. */
export function canTransition(status: SettingChangeStatus, _action: SettingChangeAction): boolean {
  return status === 'pending';
}

/** The status after `action`, or 409 `invalid_state_transition` when the change is no longer pending. */
export function transition(status: SettingChangeStatus, action: SettingChangeAction): SettingChangeStatus {
  if (!canTransition(status, action)) {
    const verb = action === 'approve_final' ? 'approve' : action;
    throw new ApiError(
      'invalid_state_transition',
      `A setting change that is ${status} cannot be ${PAST[verb]}; request the change again if it is still wanted.`,
      {
        details: { action: verb, status },
      },
    );
  }
  return TO[action];
}
