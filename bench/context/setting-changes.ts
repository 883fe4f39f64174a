/**
 * Setting change fixtures, in a scratch workspace of their own whose transfer approvals need two
 * members: a change asked for there lowers the requirement to one (a loosening, held back), and
 * one approval does not complete it, so every change the bench makes stays pending on the same
 * setting version however many are approved. (An approval that applied its change would supersede
 * every other change made against that version before its turn came.)
 */
import { addMember, createMemberApiKey } from '#shared/domain/workspaces/provision.ts';
import type { BenchWorkspace } from '#bench/context.ts';
import { invoke } from '#bench/context/invoke.ts';
import { once } from '#bench/context/once.ts';
import { ROUTE_BODIES } from '#test/support/resources/request-bodies.ts';

export interface SettingChangeFixtures {
  /** The key of the setting changes scratch workspace's owner, who decides the changes. */
  settingsDeciderToken(): Promise<string>;
  /** A pending change of that workspace (asked for by its second member). */
  settingChangeId(): Promise<string>;
  /** A new pending change (for routes that decide one). */
  freshSettingChangeId(): Promise<string>;
}

export function settingChangeFixtures(scratch: () => Promise<BenchWorkspace>): SettingChangeFixtures {
  const requester = once(async () => {
    const ws = await scratch();
    await invoke('putTransferApprovals', { body: { approval_required: true, required_approvals: 2 } }, ws.token);
    const member = await addMember({ workspaceId: ws.workspaceId, email: 'settings-requester@bench.test', displayName: 'Bench requester' });
    const key = await createMemberApiKey({ workspaceId: ws.workspaceId, memberId: member.id, name: 'Settings', scopes: ['workspace:write'], expiresAt: null });
    return key.token;
  });
  const freshSettingChangeId = async () => {
    const body = ROUTE_BODIES.putTransferApprovals();
    return (await invoke('putTransferApprovals', { body }, await requester())).pending_change.id as string;
  };
  return {
    settingsDeciderToken: async () => (await scratch()).token,
    settingChangeId: once(freshSettingChangeId),
    freshSettingChangeId,
  };
}
