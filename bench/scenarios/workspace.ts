/** Scenarios of the API key, workspace settings and docs routes. */
import { ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { apiKeyIn } from '#shared/fixtures/factories.ts';
import { pendingChangeIn } from '#shared/fixtures/setting-change-factories.ts';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { ownerPasskeyIn, passkeyMemberIn, signInBody } from '#shared/fixtures/passkey-factories.ts';
import { webauthnOrigin } from '#bench/scenarios/members.ts';
import type { BenchContext } from '#bench/context.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

/**
 * In the setting changes scratch workspace, whose owner (the key sent) decides the changes its
 * second member asks for; two approvals are needed there, so one records an approval and
 * leaves the change pending.
 */
async function settingChange(ctx: BenchContext, fresh: boolean) {
  const t = await ctx.scratch('settings');
  const changeId = await (fresh ? pendingChangeIn(t) : ctx.shared('setting change', () => pendingChangeIn(t)));
  return { ...asHolderOf(t.token), pathParameters: { changeId } };
}

export const workspaceScenarios: Readonly<Record<string, Scenario>> = {
  // In a scratch workspace: a run's hundreds of keys would pass the main workspace's cap on active keys.
  createApiKey: async (ctx) => ({
    ...asHolderOf((await ctx.scratch('api keys')).token),
    body: ROUTE_BODIES.createApiKey('Reporting dashboard'),
  }),
  listApiKeys: () => ({ query: { limit: '20' } }),
  getApiKey: (ctx) => ({ pathParameters: { apiKeyId: ctx.apiKeyId } }),
  // A fresh key of the key scratch workspace: a run revokes more keys than the cap on active keys allows in one workspace.
  revokeApiKey: async (ctx) => {
    const t = await ctx.scratch('api keys');
    return { ...asHolderOf(t.token), pathParameters: { apiKeyId: await apiKeyIn(t) } };
  },
  getWorkspace: () => ({}),
  // The bench workspace's key holds `*`; its log holds what the scenarios before it did.
  listAuditLog: () => ({ query: { limit: '20' } }),
  getTransferPolicy: () => ({}),
  putTransferPolicy: () => ({ body: ROUTE_BODIES.putTransferPolicy() }),
  getNetworks: () => ({}),
  putNetworks: () => ({ body: ROUTE_BODIES.putNetworks() }),
  getTransferApprovals: () => ({}),
  putTransferApprovals: () => ({ body: ROUTE_BODIES.putTransferApprovals() }),
  listSettingChanges: async (ctx) => ({ ...asHolderOf((await ctx.scratch('settings')).token), query: { limit: '20' } }),
  getSettingChange: (ctx) => settingChange(ctx, false),
  // The scratch workspace's owner (whose key is sent) holds a passkey: the intent of a change waiting for them.
  createSettingChangeApprovalIntent: async (ctx) => {
    const scenario = await settingChange(ctx, false);
    const t = await ctx.scratch('settings');
    await ctx.shared(`owner passkey ${t.workspaceId}`, () => ownerPasskeyIn(t, webauthnOrigin()));
    return scenario;
  },
  approveSettingChange: (ctx) => settingChange(ctx, true),
  rejectSettingChange: (ctx) => settingChange(ctx, true),
  // Public routes: no key is sent (bench/events.ts sends one only for routes with a scope).
  getOpenApiDocument: () => ({}),
  getDocsPage: () => ({ headers: { accept: 'text/html' } }),
  getDocsRenderer: () => ({ headers: { accept: '*/*' } }),
  getConsolePage: () => ({ headers: { accept: 'text/html' } }),
  getConsoleEnrolmentPage: () => ({ headers: { accept: 'text/html' } }),
  // Console sessions: one shared session to read, a fresh one per sign-out.
  // Public: a sign-in challenge of the shared workspace, or an assertion of one member's passkey over a fresh one.
  createConsoleSessionOptions: async (ctx) => ({ body: { workspace_id: ctx.main.workspaceId } }),
  createConsoleSession: async (ctx) => {
    const holder = await ctx.shared('passkey holder', () => passkeyMemberIn(ctx.main, webauthnOrigin()));
    return { body: await signInBody(ctx.main, holder.passkey, webauthnOrigin()) };
  },
  getConsoleSession: async (ctx) => ({ headers: (await ctx.shared('console session', () => consoleSessionOf(ctx.token))).headers }),
  deleteConsoleSession: async (ctx) => ({ headers: (await consoleSessionOf(ctx.token)).headers }),
  getGuide: () => ({ pathParameters: { guide: 'api.md' }, headers: { accept: 'text/markdown' } }),
};
