/**
 * Approving a transfer (docs/wallets-transfers.md, Approvals; docs/approvals.md): the approver is
 * not the requester and approves once; where the environment requires it, or whenever one is
 * sent, the approval carries a passkey's assertion over the transfer's approval intent, checked
 * against the record as it is now and written with the approval, its nonce used up in the same
 * transaction. The last approval needed releases the transfer to custody in that transaction.
 * Apart from decisions.ts because it verifies WebAuthn: rejecting and cancelling bundle no verifier.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { decide } from '#shared/domain/transfers/decisions.ts';
import { planRelease } from '#shared/domain/transfers/release.ts';
import { readApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import { transition } from '#shared/model/transfers/state-machine.ts';
import { toTransferView, transferApprovalIntent } from '#shared/domain/transfers/views.ts';
import { admitApproval, isFinalApproval } from '#shared/model/approvals/member-approvals.ts';
import { shownDigest } from '#shared/domain/approvals/shown-digest.ts';
import { transferIntent } from '#shared/domain/approvals/intent.ts';
import { checkApprovalSignature } from '#shared/domain/approvals/signed-approval.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { TransferView } from '#shared/responses/transfers.ts';

export async function approveTransfer(
  tenant: TenantScope,
  member: UserReference,
  id: string,
  assertion?: AuthenticationResponseJSON,
): Promise<TransferView> {
  const { passkey_required } = await readApprovalSettings(tenant);
  return decide(tenant, id, async (before, now) => {
    const final = isFinalApproval(before);
    const state = transition(before, final ? 'approve_final' : 'approve');
    const signature = await checkApprovalSignature(
      tenant,
      member,
      { kind: 'transfer', id },
      assertion,
      passkey_required,
      (stamp) => transferIntent(tenant, before, stamp),
      now,
    );
    admitApproval(before, member, 'transfer', 'transfers:approve');
    const at = now.toISOString();
    // The intent the approver read: fixed at creation, so the view before this approval shows it as they saw it.
    const shown_digest = shownDigest(transferApprovalIntent(toTransferView(before)));
    const approval = { member, approved_at: at, shown_digest, ...(signature.record ? { signed: signature.record } : {}) };
    const approved: TransferRecord = { ...before, ...state, approvals: [...before.approvals, approval], updated_at: at };
    if (!final) return { before, after: approved, events: [], extra: signature.items };
    const plan = await planRelease(tenant, { ...approved, approved_by: member, approved_at: at }, member, now);
    return {
      before,
      after: plan.after,
      events: ['transfer.approved', ...plan.events],
      ...(plan.refused ? { ledger: 'release' as const } : {}),
      job: plan.job,
      extra: signature.items,
    };
  });
}
