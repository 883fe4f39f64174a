/** Scenarios of the API key, workspace settings and docs routes. */
import { ROUTE_BODIES } from '#test/support/resources/request-bodies.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

export const workspaceScenarios: Readonly<Record<string, Scenario>> = {
  // In a scratch workspace: a run's hundreds of keys would pass the main workspace's cap on active keys.
  createApiKey: async (ctx) => ({
    ...asHolderOf(await ctx.apiKeyScratchToken()),
    body: ROUTE_BODIES.createApiKey('Reporting dashboard'),
  }),
  listApiKeys: () => ({ query: { limit: '20' } }),
  getApiKey: (ctx) => ({ pathParameters: { apiKeyId: ctx.apiKeyId } }),
  revokeApiKey: async (ctx) => {
    const key = await ctx.freshScratchApiKey();
    return { ...asHolderOf(key.token), pathParameters: { apiKeyId: key.id } };
  },
  getTransferPolicy: () => ({}),
  putTransferPolicy: () => ({ body: ROUTE_BODIES.putTransferPolicy() }),
  getNetworks: () => ({}),
  putNetworks: () => ({ body: ROUTE_BODIES.putNetworks() }),
  getTransferApprovals: () => ({}),
  putTransferApprovals: () => ({ body: ROUTE_BODIES.putTransferApprovals() }),
  // In the setting changes scratch workspace, whose owner decides changes its second member asks for.
  listSettingChanges: async (ctx) => ({ ...asHolderOf(await ctx.settingsDeciderToken()), query: { limit: '20' } }),
  getSettingChange: async (ctx) => ({ ...asHolderOf(await ctx.settingsDeciderToken()), pathParameters: { changeId: await ctx.settingChangeId() } }),
  // Two approvals are needed there: one records an approval and leaves the change pending.
  approveSettingChange: async (ctx) => ({ ...asHolderOf(await ctx.settingsDeciderToken()), pathParameters: { changeId: await ctx.freshSettingChangeId() } }),
  rejectSettingChange: async (ctx) => ({ ...asHolderOf(await ctx.settingsDeciderToken()), pathParameters: { changeId: await ctx.freshSettingChangeId() } }),
  // Public routes: no key is sent (bench/events.ts sends one only for routes with a scope).
  getOpenApiDocument: () => ({}),
  getDocsPage: () => ({ headers: { accept: 'text/html' } }),
  getDocsRenderer: () => ({ headers: { accept: '*/*' } }),
};
