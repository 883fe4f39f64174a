/**
 * A tenant as the reliability tests see it: one workspace's key in one environment. Isolation
 * runs two workspaces × both environments; every request names its environment explicitly.
 */
import { newWorkspace, type TestWorkspace } from '../api.ts';
import { httpTransport } from './http-transport.ts';

export type { Tenant } from '#shared/fixtures/transport.ts';
import type { Tenant } from '#shared/fixtures/transport.ts';

/** The sandbox and live tenants of one new workspace. */
export async function tenantsOf(label: string): Promise<{ workspace: TestWorkspace; sandbox: Tenant; live: Tenant }> {
  const workspace = await newWorkspace(`Reliability ${label}`);
  const canary = `canary-${label}-${crypto.randomUUID().slice(0, 8)}`;
  const base = { workspaceId: workspace.workspaceId, token: workspace.token, canary, send: httpTransport };
  return {
    workspace,
    sandbox: { ...base, label: `${label}/sandbox`, environment: 'sandbox' },
    live: { ...base, label: `${label}/live`, environment: 'live' },
  };
}
