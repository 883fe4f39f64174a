/** Scenarios of the member routes, in the members scratch workspace (its owner's key is sent). */
import { ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { enrolledMemberIn, invitationIn, pendingMemberChangeIn } from '#shared/fixtures/member-factories.ts';
import { otherMembersPasskeyIn, passkeyRegistration, usePasskeyOrigin } from '#shared/fixtures/passkey-factories.ts';
import { register } from '#shared/fixtures/authenticator.ts';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { call } from '#shared/fixtures/transport.ts';
import type { BenchContext } from '#bench/context.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

const members = (ctx: BenchContext) => ctx.scratch('members');

/** The bench stack's WebAuthn origin (its settings are in this process's environment, `pointAtStack`). */
export const webauthnOrigin = () => (process.env.WEBAUTHN_ORIGINS ?? 'http://localhost:3000').split(',')[0]!;
usePasskeyOrigin(webauthnOrigin);

/** A pending member change (an approver invited by the workspace's second member), fresh or shared. */
async function memberChange(ctx: BenchContext, fresh: boolean) {
  const t = await members(ctx);
  const memberChangeId = await (fresh ? pendingMemberChangeIn(t) : ctx.shared('member change', () => pendingMemberChangeIn(t)));
  return { ...asHolderOf(t.token), pathParameters: { memberChangeId } };
}

export const memberScenarios: Readonly<Record<string, Scenario>> = {
  listMembers: async (ctx) => ({ ...asHolderOf((await members(ctx)).token), query: { limit: '20' } }),
  getMember: async (ctx) => {
    const t = await members(ctx);
    const memberId = await ctx.shared('member', () => enrolledMemberIn(t));
    return { ...asHolderOf(t.token), pathParameters: { memberId } };
  },
  // A fresh member each time, who reads only: removed at once, with their one key.
  removeMember: async (ctx) => {
    const t = await members(ctx);
    return { ...asHolderOf(t.token), pathParameters: { memberId: await enrolledMemberIn(t) } };
  },
  createInvitation: async (ctx) => ({ ...asHolderOf((await members(ctx)).token), body: ROUTE_BODIES.createInvitation('Finance') }),
  listInvitations: async (ctx) => ({ ...asHolderOf((await members(ctx)).token), query: { limit: '20' } }),
  revokeInvitation: async (ctx) => {
    const t = await members(ctx);
    return { ...asHolderOf(t.token), pathParameters: { invitationId: (await invitationIn(t)).id } };
  },
  // Public: no key is sent; a fresh invitation's token each time.
  enrolmentOptions: async (ctx) => ({ body: { token: (await invitationIn(await members(ctx))).token } }),
  // With a passkey registered over the options of a fresh invitation: the verifier's cost is measured too.
  enrolMember: async (ctx) => {
    const t = await members(ctx);
    return { body: (await passkeyRegistration(t, (await invitationIn(t)).token, webauthnOrigin())).body };
  },
  listMemberChanges: async (ctx) => ({ ...asHolderOf((await members(ctx)).token), query: { limit: '20' } }),
  getMemberChange: (ctx) => memberChange(ctx, false),
  approveMemberChange: (ctx) => memberChange(ctx, true),
  rejectMemberChange: (ctx) => memberChange(ctx, true),
  listPasskeys: async (ctx) => ({ ...asHolderOf((await members(ctx)).token), query: { limit: '20' } }),
  // The owner's console session (sessions only), shared: options change nothing but a challenge of their own.
  createPasskeyRegistrationOptions: async (ctx) => ({
    headers: (await ctx.shared('owner session', async () => consoleSessionOf((await members(ctx)).token))).headers,
  }),
  // A registration over options handed out to the owner: a fresh challenge and passkey each time.
  addPasskey: async (ctx) => {
    const t = await members(ctx);
    const session = await ctx.shared('owner session', () => consoleSessionOf(t.token));
    const res = await call(t, 'createPasskeyRegistrationOptions', { headers: session.headers }, '');
    if (res.status !== 200) throw new Error(`passkey registration options: ${res.status} ${res.text}`);
    return { headers: session.headers, body: { passkey: register(res.body.data, { origin: webauthnOrigin() }).response } };
  },
  // The owner's key removes a fresh second member's passkey.
  removePasskey: async (ctx) => {
    const t = await members(ctx);
    return { ...asHolderOf(t.token), pathParameters: { passkeyId: await otherMembersPasskeyIn(t) } };
  },
};
