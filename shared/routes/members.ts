/** Routes of the members area: members, invitations, enrolment and member changes (docs/members.md). */
import { refusesIdempotencyKey, takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as members from '#shared/schemas/members.ts';
import * as passkeys from '#shared/schemas/passkeys.ts';
import { ANY_KEY } from '#shared/model/scopes.ts';

export const listMembers = /* @__PURE__ */ defineRoute({
  id: 'listMembers',
  method: 'GET',
  path: '/v1/members',
  entry: 'functions/members/list.ts',
  scope: 'workspace:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: "List the workspace's members, oldest first (the owner first), removed ones included.",
  schemas: { query: members.listMembersQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getMember = /* @__PURE__ */ defineRoute({
  id: 'getMember',
  method: 'GET',
  path: '/v1/members/{memberId}',
  entry: 'functions/members/get.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one member: status, scopes, whether they can approve, their keys and when they were last seen.',
  schemas: { params: members.memberIdParams },
  errors: ['invalid_request', 'not_found'],
});

export const removeMember = /* @__PURE__ */ defineRoute({
  id: 'removeMember',
  method: 'POST',
  path: '/v1/members/{memberId}/remove',
  entry: 'functions/members/remove.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  alsoSucceeds: { 202: 'The member can approve: the removal waits for another member (`pending_change`); nothing is removed yet.' },
  summary:
    "Remove a member: their keys (and every key minted under them) are revoked at once; a member who can approve waits for another member's approval.",
  description: `Adding or removing a member who can approve waits for another member whenever a member other than the requester can approve (202 with \`pending_change\`, a member change decided with \`POST /v1/member-changes/{memberChangeId}/approve\`). The member's removal and the revocation of their keys are one transaction. The owner cannot be removed (403 \`forbidden\`); a removed member is 409 \`invalid_state_transition\`.`,
  schemas: { params: members.memberIdParams },
  errors: ['invalid_request', 'not_found', 'forbidden', 'invalid_state_transition', 'conflict'],
});

export const createInvitation = /* @__PURE__ */ defineRoute({
  id: 'createInvitation',
  idempotencyKey: takesIdempotencyKey,
  method: 'POST',
  path: '/v1/members/invitations',
  entry: 'functions/members/create-invitation.ts',
  scope: 'workspace:write',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 201,
  summary: 'Invite a member: a one-time, expiring enrolment link whose token is shown once, in data.token.',
  description: `The invitation grants scopes within the calling key's own (403 \`forbidden\` otherwise). Adding or removing a member who can approve waits for another member whenever a member other than the requester can approve (202 with \`pending_change\`, a member change decided with \`POST /v1/member-changes/{memberChangeId}/approve\`). Such an invitation is created \`pending_approval\` and its token is refused until the change is approved. An email already used by a member of the workspace is 409 \`conflict\`. With an idempotency key, a replay answers with the invitation made first and \`token\` and \`enrolment_url\` null: the token is shown once and stored only as a hash. Members are workspace-wide, and so are their invitations' idempotency keys (whatever \`environment\` the request names).`,
  schemas: { body: members.createInvitationBody },
  errors: ['invalid_request', 'forbidden', 'conflict', 'idempotency_key_reused', 'idempotency_key_in_progress'],
});

export const listInvitations = /* @__PURE__ */ defineRoute({
  id: 'listInvitations',
  method: 'GET',
  path: '/v1/members/invitations',
  entry: 'functions/members/list-invitations.ts',
  scope: 'workspace:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: "List the workspace's invitations, newest first (never their tokens).",
  schemas: { query: members.listMembersQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const revokeInvitation = /* @__PURE__ */ defineRoute({
  id: 'revokeInvitation',
  method: 'POST',
  path: '/v1/members/invitations/{invitationId}/revoke',
  entry: 'functions/members/revoke-invitation.ts',
  scope: 'workspace:write',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Revoke an unused invitation: its token is refused from the next request; a member change it waits for is cancelled.',
  schemas: { params: members.invitationIdParams },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict'],
});

export const enrolmentOptions = /* @__PURE__ */ defineRoute({
  id: 'enrolmentOptions',
  method: 'POST',
  path: '/v1/members/enrolment/options',
  entry: 'functions/members/enrolment-options.ts',
  scope: null,
  limitedPerSource: true,
  access: 'write',
  beta: false,
  status: 200,
  summary: "Registration options for the invitee's first passkey (WebAuthn): a single-use challenge bound to the invitation.",
  description:
    "Authenticated by the invitation token in the body. The answer is a PublicKeyCredentialCreationOptionsJSON for `navigator.credentials.create` (resident key and user verification required, attestation `none`); its challenge is stored hashed, works once, for 5 minutes, and only for this invitation. Each request counts against its source address's budget of unauthenticated attempts (429).",
  schemas: { body: members.enrolmentOptionsBody },
  errors: ['invalid_request', 'unauthenticated', 'invalid_state_transition'],
});

export const enrolMember = /* @__PURE__ */ defineRoute({
  id: 'enrolMember',
  idempotencyKey: refusesIdempotencyKey,
  method: 'POST',
  path: '/v1/members/enrolment',
  entry: 'functions/members/enrol.ts',
  scope: null,
  access: 'write',
  beta: false,
  status: 201,
  summary: "Use an invitation: makes the member and a key acting for them; the key's secret is returned once, in data.token.",
  description:
    'Authenticated by the invitation token in the body, not by an API key. The token works once (of two requests with it, one enrols and the other is 409 `conflict`); an unknown token is 401 `unauthenticated`, a used, revoked, expired or not yet approved one 409 `invalid_state_transition`. With `passkey`, the registration must answer a challenge of `POST /v1/members/enrolment/options` for this token, with user verification; the passkey is stored in the same transaction and its challenge used up. A passkey refused is 401 `unauthenticated` with `details.reason` (`challenge_unknown`, `user_not_verified`, `credential_exists`, `verification_failed`), and nothing is enrolled.',
  schemas: { body: members.enrolBody },
  errors: ['invalid_request', 'unauthenticated', 'invalid_state_transition', 'conflict', 'limit_exceeded'],
});

export const listMemberChanges = /* @__PURE__ */ defineRoute({
  id: 'listMemberChanges',
  method: 'GET',
  path: '/v1/member-changes',
  tag: 'members',
  entry: 'functions/members/list-changes.ts',
  scope: 'workspace:read',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List member changes (approvers added or removed) waiting for or decided by another member, newest first.',
  schemas: { query: members.listMembersQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getMemberChange = /* @__PURE__ */ defineRoute({
  id: 'getMemberChange',
  method: 'GET',
  path: '/v1/member-changes/{memberChangeId}',
  tag: 'members',
  entry: 'functions/members/get-change.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one member change: who it is about, who asked, its approvals and expiry.',
  schemas: { params: members.memberChangeIdParams },
  errors: ['invalid_request', 'not_found'],
});

const DECISION_ERRORS = [
  'invalid_request',
  'not_found',
  'forbidden',
  'invalid_state_transition',
  'conflict',
  'requester_cannot_approve',
] as const;

export const approveMemberChange = /* @__PURE__ */ defineRoute({
  id: 'approveMemberChange',
  method: 'POST',
  path: '/v1/member-changes/{memberChangeId}/approve',
  tag: 'members',
  entry: 'functions/members/approve-change.ts',
  scope: 'workspace:approve',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary:
    'Approve a member change (a member other than the requester): an invitation opens, a removal is applied and its keys revoked, a passkey removal removes the passkey.',
  description:
    "Counted by member, never by key, as for setting changes: the requester cannot approve (403 `requester_cannot_approve`), nor can the invitee or a member with the invitation's email (403 `forbidden`). A change that is no longer pending, or is past `expires_at`, is 409 `invalid_state_transition`, as is a passkey removal whose passkey was removed meanwhile (`details.status` `removed`).",
  schemas: { params: members.memberChangeIdParams },
  errors: DECISION_ERRORS,
});

export const rejectMemberChange = /* @__PURE__ */ defineRoute({
  id: 'rejectMemberChange',
  method: 'POST',
  path: '/v1/member-changes/{memberChangeId}/reject',
  tag: 'members',
  entry: 'functions/members/reject-change.ts',
  scope: 'workspace:approve',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Reject a member change (a member other than the requester); a rejected invitation is revoked.',
  schemas: { params: members.memberChangeIdParams },
  errors: DECISION_ERRORS,
});

// Passkeys have their own root: `/v1/members/{memberId}/passkeys` would be ambiguous beside `/v1/members/invitations/{invitationId}`.

export const listPasskeys = /* @__PURE__ */ defineRoute({
  id: 'listPasskeys',
  method: 'GET',
  path: '/v1/passkeys',
  tag: 'members',
  entry: 'functions/members/list-passkeys.ts',
  scope: 'workspace:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: "List the members' passkeys (or one member's, `member_id`), oldest first: never a public key or a counter.",
  description:
    "A removed member's passkeys stay listed (they sign nothing in: the member is refused) until a member removes them. `credential_id` is not a secret: browsers send it with every assertion.",
  schemas: { query: passkeys.listPasskeysQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const createPasskeyRegistrationOptions = /* @__PURE__ */ defineRoute({
  id: 'createPasskeyRegistrationOptions',
  method: 'POST',
  path: '/v1/passkeys/registration-options',
  tag: 'members',
  entry: 'functions/members/passkey-registration-options.ts',
  scope: null,
  // A console session of the member alone: an API key that could add a passkey could then sign approvals.
  sessions: 'only',
  access: 'write',
  beta: false,
  status: 200,
  summary: "Registration options (WebAuthn) for another passkey of the session's member: a single-use challenge bound to them.",
  description:
    'Authenticated by the console session cookie alone, never by an API key: a key that could add a passkey would let one stolen credential satisfy `passkey_required`. The answer is a PublicKeyCredentialCreationOptionsJSON for `navigator.credentials.create` (resident key and user verification required, attestation `none`, `excludeCredentials` the member\'s passkeys); its challenge is stored hashed, works once, for 5 minutes, and only for this member. A member holding 10 passkeys already (the cap) is refused here, 409 `limit_exceeded` with `details: { limit: 10, resource: "passkeys" }`, before the browser makes a credential.',
  schemas: {},
  errors: ['limit_exceeded'],
});

export const addPasskey = /* @__PURE__ */ defineRoute({
  id: 'addPasskey',
  idempotencyKey: refusesIdempotencyKey,
  method: 'POST',
  path: '/v1/passkeys',
  tag: 'members',
  entry: 'functions/members/add-passkey.ts',
  scope: null,
  // A console session of the member alone, as the options.
  sessions: 'only',
  access: 'write',
  beta: false,
  status: 201,
  summary: "Add a passkey to the session's own member, registered over the options of `POST /v1/passkeys/registration-options`.",
  description:
    'Authenticated by the console session cookie alone, never by an API key. The registration must answer a challenge handed out to this member, with user verification; the passkey, its credential id (unique in the workspace) and the use of the challenge are one transaction. A registration refused is 401 `unauthenticated` with `details.reason` (`challenge_unknown`, `user_not_verified`, `credential_exists`, `verification_failed`) and adds nothing. At most 10 passkeys per member, counted in the same transaction: one more is 409 `limit_exceeded` (`details.resource` `passkeys`).',
  schemas: { body: passkeys.addPasskeyBody },
  errors: ['invalid_request', 'unauthenticated', 'limit_exceeded'],
});

export const removePasskey = /* @__PURE__ */ defineRoute({
  id: 'removePasskey',
  method: 'POST',
  path: '/v1/passkeys/{passkeyId}/remove',
  tag: 'members',
  entry: 'functions/members/remove-passkey.ts',
  // Any key or session: who may remove which passkey is decided by the use case (a second member needs `workspace:write`).
  scope: ANY_KEY,
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  alsoSucceeds: {
    202: "A second member's removal of a passkey of a member who can approve, where `passkey_required` is on: it waits for another member (`pending_change`, kind `passkey_removal`); nothing is removed yet.",
  },
  summary:
    "Remove a passkey: by a console session of its member signed in with another of their passkeys, or by a second member (held for approval when an approver's approvals need it).",
  description:
    "Allowed to (a) a console session of the passkey's own member signed in with another of their passkeys, or (b) any key or session of another member holding `workspace:write`. Refused with 403 `forbidden` and `details.reason`: `own_api_key` (the member's own API key: one stolen key must not take a member's passkeys), `signing_passkey` (the session was signed in with this passkey), `session_without_passkey`, or `details.required_scope` for a second member without `workspace:write`. The passkey and its credential id go in one transaction, conditional on both being there and, in case (a), on the session's passkey still being registered: of two sessions removing each other's passkey at once, one succeeds and the other is 401 (its own passkey was removed). The sessions signed in with the removed passkey end at once (`session_passkey_removed`). Where the passkey's member can approve and `passkey_required` is on in either environment, a second member's removal waits for another member's approval like the removal of an approver (202 with `pending_change`, a member change of kind `passkey_removal` decided with `POST /v1/member-changes/{memberChangeId}/approve`, which removes the passkey; the passkey's member may approve it); 409 `conflict` when the members or the approval settings kept changing while it was decided.",
  schemas: { params: passkeys.passkeyIdParams },
  errors: ['invalid_request', 'not_found', 'forbidden', 'conflict'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const memberRoutes = {
  listMembers,
  getMember,
  removeMember,
  createInvitation,
  listInvitations,
  revokeInvitation,
  enrolmentOptions,
  enrolMember,
  listMemberChanges,
  getMemberChange,
  approveMemberChange,
  rejectMemberChange,
  listPasskeys,
  createPasskeyRegistrationOptions,
  addPasskey,
  removePasskey,
} satisfies Record<string, HttpRoute>;
