/** Routes of the members area: members, invitations, enrolment and member changes (docs/members.md). */
import { refusesIdempotencyKey, takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as members from '#shared/schemas/members.ts';

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
  summary: 'Approve a member change (a member other than the requester): an invitation opens, a removal is applied and its keys revoked.',
  description:
    "Counted by member, never by key, as for setting changes: the requester cannot approve (403 `requester_cannot_approve`), nor can the invitee or a member with the invitation's email (403 `forbidden`). A change that is no longer pending, or is past `expires_at`, is 409 `invalid_state_transition`.",
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
} satisfies Record<string, HttpRoute>;
