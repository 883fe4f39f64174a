/**
 * Approving a setting change (docs/setting-changes.md, Approving and rejecting; docs/approvals.md):
 * the rules of decisions.ts, and, where the environment requires it or whenever one is sent, a
 * passkey's assertion over the change's approval intent, checked against the change as stored
 * and written with the approval, its nonce used up in the same transaction. Apart from
 * decisions.ts because it verifies WebAuthn: rejecting bundles no verifier.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { settingReplaceItems } from '#shared/db/settings.ts';
import { admitApproval, isFinalApproval } from '#shared/model/approvals/member-approvals.ts';
import type { Actor } from '#shared/domain/setting-changes/audit.ts';
import { decide } from '#shared/domain/setting-changes/decisions.ts';
import { settingChangeEvent } from '#shared/domain/setting-changes/events.ts';
import { transition } from '#shared/model/setting-changes/state-machine.ts';
import { kindOf } from '#shared/domain/setting-changes/values.ts';
import { settingChangeApprovalIntent, toSettingChangeView } from '#shared/domain/setting-changes/views.ts';
import { shownDigest } from '#shared/domain/approvals/shown-digest.ts';
import { settingChangeIntent } from '#shared/domain/approvals/intent.ts';
import { checkApprovalSignature } from '#shared/domain/approvals/signed-approval.ts';
import { readApprovalSettings } from '#shared/domain/transfers/approval-settings.ts';
import type { SettingChangeView } from '#shared/responses/setting-change.ts';

const NOUN = 'setting change';

export async function approveSettingChange(
  tenant: TenantScope,
  actor: Actor,
  id: string,
  assertion?: AuthenticationResponseJSON,
): Promise<SettingChangeView> {
  const { passkey_required } = await readApprovalSettings(tenant);
  return decide(tenant, actor, id, async (before, now) => {
    const final = isFinalApproval(before);
    const status = transition(before.status, final ? 'approve_final' : 'approve');
    const signature = await checkApprovalSignature(
      tenant,
      actor.member,
      { kind: 'setting_change', id },
      assertion,
      passkey_required,
      (stamp) => settingChangeIntent(tenant, before, stamp),
      now,
    );
    admitApproval(before, actor.member, NOUN, 'workspace:approve');
    const at = now.toISOString();
    const shown_digest = shownDigest(settingChangeApprovalIntent(toSettingChangeView(before)));
    const approval = {
      member: actor.member,
      api_key_id: actor.apiKeyId,
      approved_at: at,
      shown_digest,
      ...(signature.record ? { signed: signature.record } : {}),
    };
    const approvals = [...before.approvals, approval];
    if (!final)
      return {
        after: { ...before, approvals, updated_at: at },
        items: signature.items,
        writesSetting: false,
        audit: 'setting_change.approval_recorded',
      };
    const after: SettingChangeRecord = {
      ...before,
      status,
      approvals,
      approved_at: at,
      applied_version: before.based_on_version + 1,
      updated_at: at,
      event_sequence: before.event_sequence + 1,
    };
    const kind = kindOf(before.setting);
    return {
      after,
      items: [
        ...settingReplaceItems(tenant, kind.item, { ...before.proposed_value }, before.based_on_version, at),
        settingChangeEvent(tenant, after, now),
        ...signature.items,
      ],
      writesSetting: true,
      audit: 'setting_change.approved',
    };
  });
}
