/** Response schemas of the member routes (docs/members.md), by route id. */
import * as z from 'zod/mini';
import { scopeSchema } from '#shared/schemas/api-keys.ts';
import { dateTimeSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { INVITATION_STATUSES, MEMBER_CHANGE_KINDS, MEMBER_CHANGE_STATUSES } from '#shared/model/members/state-machine.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';
import { apiKeySchema } from '#shared/responses/api-keys.ts';
import { creationOptionsSchema, passkeyReferenceSchema, passkeySchema } from '#shared/responses/passkeys.ts';

/** What made a change: an API key (its id), or a member's console session (`ses_…`, docs/console.md). */
const actingCredentialSchema = withMeta(z.union([uuidSchema, z.string().check(z.regex(/^ses_[0-9a-f]{32}$/))]), {
  description: "The API key's id, or the console session's (`ses_…`) when a member made it from the console; never a secret.",
});

export const memberSchema = withMeta(
  z.object({
    id: uuidSchema,
    email: z.string(),
    display_name: z.string(),
    role: withMeta(z.enum(['owner', 'member']), { description: 'The owner was made with the workspace and cannot be removed.' }),
    status: z.enum(['active', 'removed']),
    scopes: withMeta(z.array(scopeSchema), {
      description: "What the member's credentials may hold: fixed by their invitation, or (older members) their active keys' scopes.",
    }),
    can_approve: withMeta(z.boolean(), { description: 'True when `scopes` grant `transfers:approve` or `workspace:approve`.' }),
    active_api_keys: withMeta(z.number(), { description: 'How many active keys act for the member.' }),
    passkeys: withMeta(z.number(), { description: 'How many passkeys the member has registered (console sign-in and signed approvals).' }),
    passkey_last_used_at: withMeta(z.nullable(dateTimeSchema), {
      description: "The last sign-in or signed approval with any of the member's passkeys; null when none was ever used.",
    }),
    created_at: dateTimeSchema,
    last_seen_at: withMeta(z.nullable(dateTimeSchema), {
      description: "The last use of any of the member's keys (recorded at most once a minute).",
    }),
    removed_at: z.nullable(dateTimeSchema),
  }),
  { id: 'Member', description: 'A member of the workspace: a person whose keys act for them.' },
);
export type MemberView = z.infer<typeof memberSchema>;

export const invitationSchema = withMeta(
  z.object({
    id: uuidSchema,
    email: z.string(),
    display_name: z.string(),
    scopes: z.array(scopeSchema),
    status: withMeta(z.enum(INVITATION_STATUSES), {
      description: '`pending_approval` until its member change is approved; `expired` is derived from `expires_at`.',
    }),
    change_id: withMeta(z.nullable(uuidSchema), { description: 'The member change the invitation waits for (null: none needed).' }),
    invited_by: userReferenceSchema,
    invited_with_api_key_id: actingCredentialSchema,
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
    accepted_at: z.nullable(dateTimeSchema),
    member_id: withMeta(z.nullable(uuidSchema), { description: 'The member who enrolled with it.' }),
    revoked_at: z.nullable(dateTimeSchema),
    revoked_by: z.nullable(userReferenceSchema),
  }),
  { id: 'Invitation', description: 'An invitation to join the workspace; its token is shown once, when it is created.' },
);
export type InvitationView = z.infer<typeof invitationSchema>;

export const memberChangeSchema = withMeta(
  z.object({
    id: uuidSchema,
    kind: withMeta(z.enum(MEMBER_CHANGE_KINDS), {
      description:
        "Adding an approver (an invitation), removing one, or removing a passkey of an approver (`passkey_removal`: a second member's removal where `passkey_required` is on, docs/members.md).",
    }),
    status: withMeta(z.enum(MEMBER_CHANGE_STATUSES), { description: '`expired` is derived from `expires_at`.' }),
    subject: z.object({
      email: z.string(),
      display_name: z.string(),
      scopes: z.nullable(z.array(scopeSchema)),
      member_id: z.nullable(uuidSchema),
    }),
    invitation_id: z.nullable(uuidSchema),
    passkey_id: withMeta(z.nullable(uuidSchema), {
      description: 'The passkey a `passkey_removal` removes once approved; null for the other kinds.',
    }),
    required_approvals: z.number(),
    approvals: z.array(z.object({ member: userReferenceSchema, api_key_id: actingCredentialSchema, approved_at: dateTimeSchema })),
    requested_by: userReferenceSchema,
    requested_with_api_key_id: actingCredentialSchema,
    approved_at: z.nullable(dateTimeSchema),
    rejected_by: z.nullable(userReferenceSchema),
    rejected_at: z.nullable(dateTimeSchema),
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  { id: 'MemberChange', description: "A change to who can approve, waiting for (or decided by) another member's approval." },
);
export type MemberChangeView = z.infer<typeof memberChangeSchema>;

export const memberResponses = {
  listMembers: pageOf(memberSchema),
  getMember: z.object({ member: memberSchema }),
  removeMember: z.object({ member: memberSchema, pending_change: z.nullable(memberChangeSchema) }),
  createInvitation: z.object({
    invitation: invitationSchema,
    token: withMeta(z.nullable(z.string()), {
      description:
        'The one-time enrolment token (`wsi_…`), shown here only; null on a replay (`Idempotent-Replayed: true`), which cannot show it again: revoke that invitation and make another if the first answer was lost.',
    }),
    enrolment_url: withMeta(z.nullable(z.string()), {
      description: 'The enrolment link: the token is in its fragment, which browsers never send to a server. Null on a replay, as `token`.',
    }),
    pending_change: z.nullable(memberChangeSchema),
  }),
  listInvitations: pageOf(invitationSchema),
  revokeInvitation: z.object({ invitation: invitationSchema }),
  listMemberChanges: pageOf(memberChangeSchema),
  getMemberChange: z.object({ member_change: memberChangeSchema }),
  approveMemberChange: z.object({ member_change: memberChangeSchema }),
  rejectMemberChange: z.object({ member_change: memberChangeSchema }),
  enrolmentOptions: creationOptionsSchema,
  enrolMember: z.object({ member: memberSchema, api_key: apiKeySchema, token: z.string(), passkey: z.optional(passkeyReferenceSchema) }),
  listPasskeys: pageOf(passkeySchema),
  createPasskeyRegistrationOptions: creationOptionsSchema,
  addPasskey: z.object({ passkey: passkeySchema }),
  removePasskey: z.object({
    passkey: passkeySchema,
    removed_at: withMeta(z.nullable(dateTimeSchema), { description: 'Null while the removal waits for approval (202).' }),
    pending_change: withMeta(z.nullable(memberChangeSchema), {
      description:
        "The member change the removal waits for (202: the passkey's member can approve and `passkey_required` is on); null when removed at once.",
    }),
  }),
} satisfies Record<string, z.ZodMiniType>;
