/**
 * A tenant as the reliability tests see it: one workspace's key in one environment. Isolation
 * runs two workspaces × both environments; every request names its environment explicitly.
 */
import type { Environment } from '#shared/schemas/common.ts';
import { newWorkspace, type TestWorkspace } from '../api.ts';

export interface Tenant {
  label: string;
  workspaceId: string;
  token: string;
  environment: Environment;
  /** A string planted in this tenant's resources; it must never appear in another tenant's responses. */
  canary: string;
}

/** The sandbox and live tenants of one new workspace. */
export async function tenantsOf(label: string): Promise<{ workspace: TestWorkspace; sandbox: Tenant; live: Tenant }> {
  const workspace = await newWorkspace(`Reliability ${label}`);
  const canary = `canary-${label}-${crypto.randomUUID().slice(0, 8)}`;
  const base = { workspaceId: workspace.workspaceId, token: workspace.token, canary };
  return {
    workspace,
    sandbox: { ...base, label: `${label}/sandbox`, environment: 'sandbox' },
    live: { ...base, label: `${label}/live`, environment: 'live' },
  };
}
