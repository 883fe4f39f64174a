/** Second members of a tenant's workspace, for the factories whose resource another member than the owner must ask for. */
import type { Scope } from '#shared/scopes.ts';
import type { Tenant } from './transport.ts';

/** A key of a new member of the tenant's workspace (not the owner), with `scopes`. */
export async function memberToken(t: Tenant, role: string, scopes: Scope[]): Promise<string> {
  // No route adds a member: written as provisioning does, imported here so that loading the
  // registry reads no configuration (the bench loads it before its stack has set any).
  const { addMember, createMemberApiKey } = await import('#shared/domain/workspaces/provision.ts');
  const n = crypto.randomUUID().slice(0, 8);
  const member = await addMember({ workspaceId: t.workspaceId, email: `${role}-${n}@test.local`, displayName: `${role} ${t.canary}`.slice(0, 100) });
  return (await createMemberApiKey({ workspaceId: t.workspaceId, memberId: member.id, name: role, scopes, expiresAt: null })).token;
}
