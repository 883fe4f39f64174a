/**
 * The factory for `{changeId}`: a pending setting change, asked for by a second member of the
 * workspace so that the tenant's own key (the owner's) may approve or reject it, as the rules
 * require of a decider. The change turns transfer approvals off: the one loosening that needs no
 * set-up write first (an unblock would need a block to lift), so concurrent factories in one
 * tenant never spoil each other's changes. The requester's name carries the tenant's canary,
 * which the change shows in `requested_by`.
 */
import { registerFactory } from './registry.ts';
import { ROUTE_BODIES } from './request-bodies.ts';
import { call, created, type Tenant } from './transport.ts';
import { memberToken } from './members.ts';

export const APPROVALS_OFF = { approval_required: false, required_approvals: 1 };
const requesters = new Map<string, Promise<string>>();

/** The key of the workspace's change requester (a member other than the owner), made once per workspace. */
export function requesterToken(t: Tenant): Promise<string> {
  let token = requesters.get(t.workspaceId);
  if (!token) {
    token = memberToken(t, 'settings', ['workspace:write']);
    requesters.set(t.workspaceId, token);
  }
  return token;
}

/** A pending change turning approvals off in the tenant, asked for by the requester; its id. */
export async function pendingChangeIn(t: Tenant): Promise<string> {
  const token = await requesterToken(t);
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await call(t, 'putTransferApprovals', { body: APPROVALS_OFF }, token);
    if (res.status === 202) return res.body.data.pending_change.id as string;
    created(res, 'a setting change', () => undefined);
    // Approvals were off already (an earlier change was approved): on again is a tightening, at once.
    created(await call(t, 'putTransferApprovals', { body: ROUTE_BODIES.putTransferApprovals() }), 'approvals on', () => undefined);
  }
  throw new Error(`could not make a pending setting change in ${t.label}`);
}

registerFactory({
  param: 'changeId',
  environmentScoped: true,
  create: (t) => pendingChangeIn(t),
});
