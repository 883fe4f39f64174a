/** Examples of the member routes: members, invitations, enrolment and member changes. */
import { approver, ids, owner } from '#shared/openapi/examples/values.ts';
import type { RouteExamples } from '#shared/openapi/examples/types.ts';
import { creationOptionsExample, registrationResponseExample } from '#shared/openapi/examples/passkeys.ts';

const ownerMember = {
  ...owner,
  role: 'owner',
  status: 'active',
  scopes: ['*'],
  can_approve: true,
  active_api_keys: 2,
  passkeys: 2,
  passkey_last_used_at: '2026-05-04T16:02:10.000Z',
  created_at: '2026-05-04T09:00:01.000Z',
  last_seen_at: '2026-05-04T16:20:44.000Z',
  removed_at: null,
} as const;

const approverMember = {
  ...approver,
  role: 'member',
  status: 'active',
  scopes: ['transfers:approve', 'workspace:approve'],
  can_approve: true,
  active_api_keys: 1,
  passkeys: 1,
  passkey_last_used_at: '2026-05-04T15:40:51.000Z',
  created_at: '2026-05-04T11:02:13.000Z',
  last_seen_at: '2026-05-04T15:41:02.000Z',
  removed_at: null,
} as const;

const passkey = {
  id: '0196a0c2-4f1d-7b2e-9c3a-5d6e7f8a9b0c',
  member_id: owner.id,
  credential_id: 'mW5t2r0X0Bq4Ey8rVQn3Zc1uJ6gK9pLhT7sD2fA4bNw',
  transports: ['internal'],
  created_at: '2026-05-04T09:04:12.000Z',
  last_used_at: '2026-05-04T16:02:10.000Z',
};
const addedPasskey = {
  ...passkey,
  id: '0196a3f1-2b8c-7d4e-8f9a-0b1c2d3e4f5a',
  credential_id: 'Xq2b7Yt9pL3mN8vR1cF6hJ0sD5gA2eK9uQ3xV7bWz4E',
  transports: ['hybrid', 'internal'],
  created_at: '2026-05-04T16:30:00.000Z',
  last_used_at: null,
};

const invitee = { id: ids.invitee, email: 'linus@acme.test', display_name: 'Linus Pauling' };

const invitation = {
  id: ids.invitation,
  email: invitee.email,
  display_name: invitee.display_name,
  scopes: ['transfers:approve'],
  status: 'pending_approval',
  change_id: ids.memberChange,
  invited_by: owner,
  invited_with_api_key_id: ids.ownerKey,
  expires_at: '2026-05-07T12:00:00.000Z',
  created_at: '2026-05-04T12:00:00.000Z',
  accepted_at: null,
  member_id: null,
  revoked_at: null,
  revoked_by: null,
} as const;

const memberChange = {
  id: ids.memberChange,
  kind: 'invitation',
  status: 'pending',
  subject: { email: invitee.email, display_name: invitee.display_name, scopes: ['transfers:approve'], member_id: null },
  invitation_id: ids.invitation,
  passkey_id: null,
  required_approvals: 1,
  approvals: [],
  requested_by: owner,
  requested_with_api_key_id: ids.ownerKey,
  approved_at: null,
  rejected_by: null,
  rejected_at: null,
  expires_at: '2026-05-07T12:00:00.000Z',
  created_at: '2026-05-04T12:00:00.000Z',
  updated_at: '2026-05-04T12:00:00.000Z',
} as const;

const approvedChange = {
  ...memberChange,
  status: 'approved',
  subject: { ...memberChange.subject, scopes: [...memberChange.subject.scopes] },
  approvals: [{ member: approver, api_key_id: ids.approverKey, approved_at: '2026-05-04T12:20:00.000Z' }],
  approved_at: '2026-05-04T12:20:00.000Z',
  updated_at: '2026-05-04T12:20:00.000Z',
} as const;

const copy = <T extends { scopes: readonly string[] }>(x: T): Omit<T, 'scopes'> & { scopes: T['scopes'][number][] } => ({
  ...x,
  scopes: [...x.scopes],
});
const copyChange = (c: typeof memberChange | typeof approvedChange) => ({
  ...c,
  subject: { ...c.subject, scopes: [...c.subject.scopes] },
  approvals: [...c.approvals],
});

export const memberExamples: RouteExamples = {
  listMembers: { response: { items: [copy(ownerMember), copy(approverMember)], next_cursor: null } },
  getMember: { response: { member: copy(approverMember) } },
  removeMember: {
    response: {
      member: {
        ...copy(approverMember),
        scopes: ['wallets:read'],
        can_approve: false,
        status: 'removed',
        active_api_keys: 0,
        removed_at: '2026-05-04T17:00:00.000Z',
      },
      pending_change: null,
    },
    also: {
      202: {
        member: copy(approverMember),
        pending_change: {
          ...copyChange(memberChange),
          kind: 'removal',
          invitation_id: null,
          subject: {
            email: approver.email,
            display_name: approver.display_name,
            scopes: [...approverMember.scopes],
            member_id: approver.id,
          },
          expires_at: '2026-05-05T17:00:00.000Z',
        },
      },
    },
  },
  createInvitation: {
    request: { email: invitee.email, display_name: invitee.display_name, scopes: ['transfers:approve'] },
    response: {
      invitation: copy(invitation),
      token: 'wsi_Zk3q9XvB2mN7pL4tR8wY1cF6hJ0sD5gA2eK9uQ3xV7b',
      enrolment_url: 'https://api.example.com/console/enrol#token=wsi_Zk3q9XvB2mN7pL4tR8wY1cF6hJ0sD5gA2eK9uQ3xV7b',
      pending_change: copyChange(memberChange),
    },
  },
  listInvitations: { response: { items: [copy(invitation)], next_cursor: null } },
  revokeInvitation: {
    response: { invitation: { ...copy(invitation), status: 'revoked', revoked_at: '2026-05-04T12:30:00.000Z', revoked_by: owner } },
  },
  enrolmentOptions: {
    request: { token: 'wsi_Zk3q9XvB2mN7pL4tR8wY1cF6hJ0sD5gA2eK9uQ3xV7b' },
    response: creationOptionsExample,
  },
  enrolMember: {
    request: { token: 'wsi_Zk3q9XvB2mN7pL4tR8wY1cF6hJ0sD5gA2eK9uQ3xV7b', passkey: registrationResponseExample },
    response: {
      member: {
        ...invitee,
        role: 'member',
        status: 'active',
        scopes: ['transfers:approve'],
        can_approve: true,
        active_api_keys: 1,
        passkeys: 1,
        passkey_last_used_at: null,
        created_at: '2026-05-04T12:25:00.000Z',
        last_seen_at: null,
        removed_at: null,
      },
      api_key: {
        id: ids.inviteeKey,
        name: `Enrolment key for ${invitee.email}`,
        key_prefix: 'wsk_T4bW8nQe',
        scopes: ['transfers:approve'],
        environments: ['sandbox', 'live'],
        status: 'active',
        expires_at: null,
        created_at: '2026-05-04T12:25:00.000Z',
        created_by: invitee,
        created_by_key_id: null,
        last_used_at: null,
        revoked_at: null,
      },
      token: 'wsk_T4bW8nQeJ2kX7vL9pR3sY6cF1hM5dA8gN0uZ4xB2qWe',
    },
  },
  listPasskeys: { response: { items: [{ ...passkey, transports: [...passkey.transports] }], next_cursor: null } },
  createPasskeyRegistrationOptions: {
    response: {
      ...creationOptionsExample,
      user: { id: 'q3V9sTt1bW2eX7yZ0aC4dQ', name: owner.email, displayName: owner.display_name },
      excludeCredentials: [{ id: passkey.credential_id, type: 'public-key', transports: ['internal'] }],
    },
  },
  addPasskey: {
    request: { passkey: registrationResponseExample },
    response: { passkey: { ...addedPasskey, transports: [...addedPasskey.transports] } },
  },
  removePasskey: {
    response: {
      passkey: { ...passkey, transports: [...passkey.transports] },
      removed_at: '2026-05-04T16:31:05.000Z',
      pending_change: null,
    },
    also: {
      // The owner removes the approver's passkey where `passkey_required` is on: it waits for approval.
      202: {
        passkey: { ...passkey, member_id: approver.id, transports: [...passkey.transports] },
        removed_at: null,
        pending_change: {
          ...copyChange(memberChange),
          kind: 'passkey_removal',
          invitation_id: null,
          passkey_id: passkey.id,
          subject: {
            email: approver.email,
            display_name: approver.display_name,
            scopes: [...approverMember.scopes],
            member_id: approver.id,
          },
          expires_at: '2026-05-05T16:31:05.000Z',
          created_at: '2026-05-04T16:31:05.000Z',
          updated_at: '2026-05-04T16:31:05.000Z',
        },
      },
    },
  },
  listMemberChanges: { response: { items: [copyChange(memberChange)], next_cursor: null } },
  getMemberChange: { response: { member_change: copyChange(memberChange) } },
  approveMemberChange: { response: { member_change: copyChange(approvedChange) } },
  rejectMemberChange: {
    response: {
      member_change: {
        ...copyChange(memberChange),
        status: 'rejected',
        rejected_by: approver,
        rejected_at: '2026-05-04T12:20:00.000Z',
        updated_at: '2026-05-04T12:20:00.000Z',
      },
    },
  },
};
