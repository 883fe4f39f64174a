/**
 * The one place where lifecycle moves are decided: transfers (approval state, status and custody
 * status together) and deposits. A move that is not listed is refused with 409
 * `invalid_state_transition`. Writers then make the move conditional on the state they read,
 * so a concurrent move cannot slip in between (docs/wallets-transfers.md, States).
 */
import { ApiError } from '#shared/model/errors.ts';

export const APPROVAL_STATES = ['pending_approval', 'approved', 'rejected', 'canceled', 'not_required'] as const;
export const TRANSFER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'canceled'] as const;
export const CUSTODY_STATUSES = ['submitted', 'broadcast', 'completed', 'failed', 'rejected'] as const;

export type ApprovalState = (typeof APPROVAL_STATES)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export type CustodyStatus = (typeof CUSTODY_STATUSES)[number];

export interface TransferState {
  approval_state: ApprovalState;
  status: TransferStatus;
  custody_status: CustodyStatus | null;
}

export type TransferAction =
  | 'approve' // one approval that is not yet the last one needed
  | 'approve_final' // the last approval needed
  | 'reject'
  | 'cancel'
  | 'release' // handed to custody, accepted
  | 'custody_reject' // handed to custody, refused at once
  | 'broadcast'
  | 'complete'
  | 'fail';

interface Rule {
  from: (s: TransferState) => boolean;
  to: (s: TransferState) => TransferState;
}

const awaitingApproval = (s: TransferState) => s.approval_state === 'pending_approval' && s.status === 'pending';
const releasable = (s: TransferState) =>
  (s.approval_state === 'approved' || s.approval_state === 'not_required') && s.status === 'pending' && s.custody_status === null;

const RULES: Record<TransferAction, Rule> = {
  approve: { from: awaitingApproval, to: (s) => s },
  approve_final: { from: awaitingApproval, to: (s) => ({ ...s, approval_state: 'approved' }) },
  reject: { from: awaitingApproval, to: (s) => ({ ...s, approval_state: 'rejected', status: 'canceled' }) },
  cancel: { from: awaitingApproval, to: (s) => ({ ...s, approval_state: 'canceled', status: 'canceled' }) },
  release: { from: releasable, to: (s) => ({ ...s, status: 'processing', custody_status: 'submitted' }) },
  custody_reject: { from: releasable, to: (s) => ({ ...s, status: 'failed', custody_status: 'rejected' }) },
  broadcast: {
    from: (s) => s.status === 'processing' && s.custody_status === 'submitted',
    to: (s) => ({ ...s, custody_status: 'broadcast' }),
  },
  complete: {
    from: (s) => s.status === 'processing' && s.custody_status === 'broadcast',
    to: (s) => ({ ...s, status: 'completed', custody_status: 'completed' }),
  },
  fail: {
    from: (s) => s.status === 'processing' && (s.custody_status === 'submitted' || s.custody_status === 'broadcast'),
    to: (s) => ({ ...s, status: 'failed', custody_status: 'failed' }),
  },
};

/** True when `action` may be applied to a transfer in state `state`. */
export function canTransition(state: TransferState, action: TransferAction): boolean {
  return RULES[action].from(state);
}

/** The state after `action`, or 409 `invalid_state_transition` when the move is not allowed. */
export function transition(state: TransferState, action: TransferAction): TransferState {
  const rule = RULES[action];
  if (!rule.from(state)) {
    const verb = action.replace(/_final$/, '').replace('_', ' ');
    throw new ApiError('invalid_state_transition', `A transfer that is ${describe(state)} cannot be ${pastTense(verb)}.`, {
      details: {
        action: action.replace(/_final$/, ''),
        approval_state: state.approval_state,
        status: state.status,
        custody_status: state.custody_status,
      },
    });
  }
  return rule.to(state);
}

function describe(s: TransferState): string {
  if (s.status === 'pending') return s.approval_state.replace('_', ' ');
  return s.status;
}

function pastTense(verb: string): string {
  const special: Record<string, string> = { cancel: 'canceled', broadcast: 'broadcast', 'custody reject': 'rejected by custody' };
  return special[verb] ?? (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);
}

/** Deposits: `pending` → `completed` when confirmed; nothing else moves a deposit. */
export function confirmDeposit(status: string): 'completed' {
  if (status !== 'pending') {
    throw new ApiError('invalid_state_transition', `A deposit that is ${status} cannot be confirmed.`, {
      details: { action: 'confirm', status },
    });
  }
  return 'completed';
}
