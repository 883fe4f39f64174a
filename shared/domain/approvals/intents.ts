/**
 * Handing out approval intents (docs/approvals.md): for a transfer or a setting change the
 * calling member may approve, the intent built from the stored record with a fresh nonce and a
 * 5-minute expiry, its digest stored (hashed, single-use, with whom and what it is for) as the
 * challenge the member's passkey signs, and the WebAuthn options naming their passkeys. No
 * WebAuthn library: verifying is the approval's (signed-approval.ts).
 */
import { randomBytes } from 'node:crypto';
import { listMemberPasskeys } from '#shared/db/passkeys.ts';
import { getSettingChange } from '#shared/db/setting-changes.ts';
import { getTransfer } from '#shared/db/transfers.ts';
import { CHALLENGE_TTL_MS, issueChallenge, requestOptions } from '#shared/domain/passkeys/ceremony.ts';
import {
  intentDigest,
  settingChangeIntent,
  transferIntent,
  type ApprovalIntent,
  type ApprovalTarget,
  type IntentStamp,
} from '#shared/domain/approvals/intent.ts';
import { admitApproval } from '#shared/model/approvals/member-approvals.ts';
import type { UserReference } from '#shared/model/auth.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import { transition as settingChangeTransition } from '#shared/model/setting-changes/state-machine.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transition as transferTransition } from '#shared/model/transfers/state-machine.ts';

async function issueIntent(
  tenant: TenantScope,
  member: UserReference,
  target: ApprovalTarget,
  build: (stamp: IntentStamp) => ApprovalIntent,
) {
  const passkeys = await listMemberPasskeys(tenant.workspaceId, member.id);
  if (passkeys.length === 0) {
    throw new ApiError('conflict', 'You have no passkey to sign the approval with: register one first.', {
      details: { reason: 'no_passkey' },
    });
  }
  const now = Date.now();
  const stamp: IntentStamp = {
    approver_member_id: member.id,
    nonce: randomBytes(16).toString('base64url'),
    expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
  };
  const intent = build(stamp);
  const digest = intentDigest(intent);
  await issueChallenge(
    digest,
    {
      purpose: 'approval',
      workspace_id: tenant.workspaceId,
      member_id: member.id,
      environment: tenant.environment,
      target,
      nonce: stamp.nonce,
      expires_at: stamp.expires_at,
    },
    now,
  );
  const allow = passkeys.map((p) => ({ id: p.credential_id, type: 'public-key' as const, transports: p.transports }));
  return { intent, intent_digest: digest, options: requestOptions(digest, allow) };
}

/** The intent of approving a transfer waiting for approval, for a member who may approve it. */
export async function transferApprovalIntent(tenant: TenantScope, member: UserReference, id: string) {
  const transfer = await getTransfer(tenant, id, true);
  if (!transfer) throw notFound('transfer');
  transferTransition(transfer, 'approve');
  admitApproval(transfer, member, 'transfer', 'transfers:approve');
  return issueIntent(tenant, member, { kind: 'transfer', id }, (stamp) => transferIntent(tenant, transfer, stamp));
}

/** The intent of approving a pending setting change, for a member who may approve it. */
export async function settingChangeApprovalIntent(tenant: TenantScope, member: UserReference, id: string) {
  const change = await getSettingChange(tenant, id, true);
  if (!change) throw notFound('setting change');
  const status = change.status === 'pending' && Date.parse(change.expires_at) <= Date.now() ? 'expired' : change.status;
  settingChangeTransition(status, 'approve');
  admitApproval(change, member, 'setting change', 'workspace:approve');
  return issueIntent(tenant, member, { kind: 'setting_change', id }, (stamp) => settingChangeIntent(tenant, change, stamp));
}
