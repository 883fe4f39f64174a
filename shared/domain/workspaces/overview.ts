/**
 * `GET /v1/workspace`: the caller's workspace, a summary of the settings of each environment its
 * key serves (read in one BatchGetItem with the workspace), and the calling key itself, from what
 * authentication read. A key limited to one environment sees that environment's settings only,
 * as every other route would let it.
 */
import { getWorkspaceWithSettings } from '#shared/db/workspaces.ts';
import { approvalSettingsView } from '#shared/domain/transfers/approval-settings.ts';
import { transferPolicyView } from '#shared/domain/workspace-settings/transfer-policy.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';
import { notFound } from '#shared/model/errors.ts';
import type { WorkspaceOverviewView } from '#shared/responses/workspace.ts';

export async function workspaceOverview(auth: AuthContext): Promise<WorkspaceOverviewView> {
  const environments = ENVIRONMENTS.filter((environment) => auth.environments.includes(environment));
  const { workspace, settings } = await getWorkspaceWithSettings(auth.workspaceId, environments, [
    'NETWORKS',
    'TRANSFER_POLICY',
    'TRANSFER_APPROVALS',
  ]);
  // A key outlives nothing it belongs to; a workspace item missing under a valid key is no 500.
  if (!workspace) throw notFound('workspace');
  return {
    workspace: { id: workspace.id, name: workspace.name, created_at: workspace.created_at },
    environments: environments.map((environment) => {
      const policy = transferPolicyView(settings[environment].TRANSFER_POLICY);
      const approvals = approvalSettingsView(settings[environment].TRANSFER_APPROVALS);
      return {
        environment,
        enabled_networks: (settings[environment].NETWORKS?.enabled_networks as string[] | undefined) ?? [],
        transfer_policy: {
          allowed_destination_addresses: policy.allowed_destination_addresses.length,
          blocked_destination_addresses: policy.blocked_destination_addresses.length,
          version: policy.version,
        },
        transfer_approvals: {
          approval_required: approvals.approval_required,
          required_approvals: approvals.required_approvals,
          version: approvals.version,
        },
      };
    }),
    api_key: { id: auth.keyId, scopes: auth.scopes, environments: auth.environments, expires_at: auth.expiresAt, member: auth.member },
  };
}
