/**
 * The four-eyes rules every approvable resource shares (transfers, workspace setting changes):
 * the member who asked cannot decide, each other member approves at most once, and approvals are
 * counted by member, never by API key, so a second key of the same person adds nothing. Each
 * resource keeps its own state machine; this module decides only who may approve and whether an
 * approval is the last one needed.
 */
import { ApiError } from '#shared/model/errors.ts';
import type { UserReference } from '#shared/model/auth.ts';

/** One member's approval, as a resource records it. */
export interface MemberApproval {
  member: UserReference;
  approved_at: string;
}

/** What the rules need of a resource waiting for approval. */
export interface AwaitingApproval {
  requested_by: UserReference;
  approvals: readonly MemberApproval[];
  /** Approvals needed, fixed when the resource was requested. */
  required_approvals: number;
}

/** True when one more approval completes the resource's requirement. */
export function isFinalApproval(subject: AwaitingApproval): boolean {
  return subject.approvals.length + 1 >= subject.required_approvals;
}

/** The operator command that adds a member with a key that may approve (infra/admin, docs/wallets-transfers.md). */
export const ADD_APPROVER_COMMAND = 'npm run admin -- add-approver --workspace <workspace id> --email <their email>';

/**
 * 403 `requester_cannot_approve` when `member` asked for `noun` (a decision is another member's).
 * The answer says how to get one: another member's key with `approvalScope`; members are added
 * by the operator, so it names the command.
 */
export function refuseRequester(subject: AwaitingApproval, member: UserReference, noun: string, verb: string, approvalScope: string): void {
  if (subject.requested_by.id === member.id) {
    throw new ApiError(
      'requester_cannot_approve',
      `The member who requested a ${noun} cannot ${verb} it; another member must, with an API key of their own holding ` +
        `\`${approvalScope}\`. To add one, an operator runs \`${ADD_APPROVER_COMMAND}\` (a member and a key with the approval scopes); ` +
        'an existing member gets a key with `create-api-key --member`.',
      {
        details: {
          requested_by_email: subject.requested_by.email,
          required_scope: approvalScope,
          add_approver: { command: ADD_APPROVER_COMMAND, docs: 'docs/wallets-transfers.md#approval' },
        },
      },
    );
  }
}

/**
 * Checks that `member` may add an approval: not the requester (403), not a second time (409
 * `conflict`, `details.reason: "already_approved"`). Keys are never compared: the member is.
 */
export function admitApproval(subject: AwaitingApproval, member: UserReference, noun: string, approvalScope: string): void {
  refuseRequester(subject, member, noun, 'approve', approvalScope);
  if (subject.approvals.some((a) => a.member.id === member.id)) {
    throw new ApiError('conflict', `This member has already approved the ${noun}; another member must.`, {
      details: { reason: 'already_approved', approvals: subject.approvals.length, required_approvals: subject.required_approvals },
    });
  }
}
