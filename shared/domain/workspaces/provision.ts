/**
 * Operator use cases: create a workspace with its owner and a first full-access key, add a
 * member, and create a key for a member. The operator CLI and the local stack's seed use these;
 * there is no public route for them. Given an operator identity (the CLI always gives one), each
 * writes an operator audit record in the same transaction as the change (docs/setting-changes.md,
 * Operator CLI). No use case here approves anything: approvals are members' acts, through the API.
 */
import { transact } from '#shared/db/transact.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { getMember, getWorkspace, memberPuts, workspaceExistsCheck, workspacePut, type MemberRecord } from '#shared/db/workspaces.ts';
import { invitationPuts, rosterBump, type InvitationRecord } from '#shared/db/members.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { enrolmentUrl, newInvitationToken } from '#shared/domain/members/invitations.ts';
import { hashToken } from '#shared/model/api-keys/token.ts';
import { INVITATION_DEFAULT_HOURS } from '#shared/schemas/members.ts';
import { operatorAuditPut, type OperatorAuditRecord } from '#shared/db/operator-audit.ts';
import { apiKeyPuts, createApiKey, prepareApiKey, toApiKeyView } from '#shared/domain/api-keys/api-keys.ts';
import { newId } from '#shared/ids.ts';
import { limitCounterKey, newCounter } from '#shared/db/limit-counters.ts';
import { FULL_ACCESS_SCOPE, type Scope } from '#shared/model/scopes.ts';
import type { ApiKeyView } from '#shared/responses/api-keys.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { ProvisioningError } from '#shared/domain/workspaces/provisioning-error.ts';
import { rateLimitsKey, readRateLimits } from '#shared/db/rate-limit-overrides.ts';
import type { RateLimitName, RateLimitOverrides } from '#shared/model/rate-limits.ts';
import { updateItem } from '#shared/db/update-item.ts';

export { ProvisioningError };

/** Who runs an operator command, and against what (recorded, never a credential). */
export interface OperatorIdentity {
  operator: string;
  os_user: string;
  host: string;
  target: string;
}

/** The audit record of one operator command, or nothing when no identity was given (tests, the local seed). */
function auditItems(
  audit: OperatorIdentity | undefined,
  command: OperatorAuditRecord['command'],
  fields: { workspaceId: string; member?: MemberRecord; apiKeyId?: string; scopes?: string[]; limits?: OperatorAuditRecord['limits'] },
) {
  if (!audit) return [];
  const at = new Date();
  return [
    operatorAuditPut({
      id: newId(at),
      workspace_id: fields.workspaceId,
      command,
      ...audit,
      at: at.toISOString(),
      member_id: fields.member?.id ?? null,
      member_email: fields.member?.email ?? null,
      api_key_id: fields.apiKeyId ?? null,
      scopes: fields.scopes ?? null,
      ...(fields.limits ? { limits: fields.limits } : {}),
    }),
  ];
}

export interface ProvisionedWorkspace {
  workspace_id: string;
  name: string;
  owner: MemberView;
  api_key: ApiKeyView;
  token: string;
  /** The owner's enrolment (docs/members.md, The first owner): shown once. */
  enrolment: OwnerEnrolment;
}

/** A one-time enrolment of an existing member (the owner): its token, shown once, and the link's path. */
export interface OwnerEnrolment {
  invitation_id: string;
  token: string;
  expires_at: string;
  /** Append to the API's origin: `https://<api>/console/enrol#token=…`. */
  enrolment_path: string;
}

/** The invitation that enrols the owner (already a member) with a key and, later, passkeys. */
function ownerInvitation(owner: MemberRecord, keyId: string, now: Date): { record: InvitationRecord; enrolment: OwnerEnrolment } {
  const token = newInvitationToken();
  const at = now.toISOString();
  const record: InvitationRecord = {
    id: newId(now),
    workspace_id: owner.workspace_id,
    email: owner.email,
    display_name: owner.display_name,
    scopes: owner.scopes ?? [FULL_ACCESS_SCOPE],
    status: 'open',
    change_id: null,
    invited_by: userRef(owner),
    invited_with_api_key_id: keyId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + INVITATION_DEFAULT_HOURS * 3_600_000).toISOString(),
    created_at: at,
    updated_at: at,
    accepted_at: null,
    member_id: owner.id,
    revoked_at: null,
    revoked_by: null,
    revision: 1,
  };
  return {
    record,
    enrolment: { invitation_id: record.id, token, expires_at: record.expires_at, enrolment_path: enrolmentUrl('', token) },
  };
}

/**
 * A new enrolment link for the workspace's owner (the local stack's start makes one each time,
 * the data folder's workspace included): an invitation naming the owner, who is already a member.
 */
export async function createOwnerEnrolment(workspaceId: string): Promise<OwnerEnrolment> {
  const workspace = await getWorkspace(workspaceId);
  const owner = workspace && (await getMember(workspaceId, workspace.owner_id));
  if (!owner) throw new ProvisioningError('not_found', `No workspace ${workspaceId}.`);
  const keys = await queryAll<{ id: string; created_by: { id: string } }>({ pk: `WS#${workspaceId}`, prefix: 'APIKEY#' });
  const { record, enrolment } = ownerInvitation(owner, keys.find((k) => k.created_by.id === owner.id)?.id ?? owner.id, new Date());
  await transact(invitationPuts(record));
  return enrolment;
}

export interface MemberView {
  id: string;
  email: string;
  display_name: string;
  role: MemberRecord['role'];
}

const memberView = (m: MemberRecord): MemberView => ({ id: m.id, email: m.email, display_name: m.display_name, role: m.role });
const userRef = (m: MemberRecord) => ({ id: m.id, email: m.email, display_name: m.display_name });

/** Creates a workspace, its owner and a full-access key in one transaction. */
export async function createWorkspace(
  input: {
    name: string;
    ownerEmail: string;
    ownerName: string;
  },
  audit?: OperatorIdentity,
): Promise<ProvisionedWorkspace> {
  const clock = new Date();
  const now = clock.toISOString();
  const workspaceId = newId(clock);
  const owner: MemberRecord = {
    id: newId(clock),
    workspace_id: workspaceId,
    email: input.ownerEmail.toLowerCase(),
    display_name: input.ownerName,
    role: 'owner',
    created_at: now,
    status: 'active',
    scopes: [FULL_ACCESS_SCOPE],
  };
  const { record, token } = prepareApiKey(
    {
      workspaceId,
      name: 'Owner key',
      scopes: [FULL_ACCESS_SCOPE],
      expiresAt: null,
      createdBy: userRef(owner),
    },
    clock,
  );
  const { record: invitation, enrolment } = ownerInvitation(owner, record.id, clock);
  await transact([
    workspacePut({ id: workspaceId, name: input.name, owner_id: owner.id, created_at: now }),
    ...memberPuts(owner),
    rosterBump(workspaceId),
    ...invitationPuts(invitation),
    ...apiKeyPuts(record),
    // The owner key holds the first place under the cap on active keys.
    newCounter(limitCounterKey.apiKeys(workspaceId), 1),
    ...auditItems(audit, 'create-workspace', { workspaceId, member: owner, apiKeyId: record.id, scopes: record.scopes }),
  ]);
  return { workspace_id: workspaceId, name: input.name, owner: memberView(owner), api_key: toApiKeyView(record), token, enrolment };
}

function newMember(input: { workspaceId: string; email: string; displayName: string; scopes?: Scope[] }): MemberRecord {
  const at = new Date();
  return {
    id: newId(at),
    workspace_id: input.workspaceId,
    email: input.email.toLowerCase(),
    display_name: input.displayName,
    role: 'member',
    created_at: at.toISOString(),
    status: 'active',
    ...(input.scopes ? { scopes: input.scopes } : {}),
  };
}

/**
 * The items that add `member`: the workspace's existence check first, then the member and its
 * email's uniqueness item. `memberFailure` reads a cancellation of a transaction holding them.
 */
const memberItems = (member: MemberRecord) => [
  workspaceExistsCheck(member.workspace_id),
  ...memberPuts(member),
  rosterBump(member.workspace_id),
];

/**
 * What a failed condition among `memberItems(member)`, placed at `offset` in the transaction,
 * means: the workspace is missing (its check), or the email is taken (the member id is new, so
 * any other failed condition among them is the email's). Undefined when none of them failed.
 */
function memberFailure(error: unknown, member: MemberRecord, offset: number): ProvisioningError | undefined {
  if (!isTransactionConditionFailed(error)) return undefined;
  const failed = failedConditionIndexes(error);
  if (failed.includes(offset)) return new ProvisioningError('not_found', `No workspace ${member.workspace_id}.`);
  const count = memberItems(member).length;
  if (failed.some((index) => index > offset && index < offset + count)) {
    return new ProvisioningError('conflict', `A member with email ${member.email} already exists in workspace ${member.workspace_id}.`);
  }
  return undefined;
}

/** Adds a member; refuses an unknown workspace or an email already in use there. */
export async function addMember(
  input: { workspaceId: string; email: string; displayName: string },
  audit?: OperatorIdentity,
): Promise<MemberView> {
  const member = newMember(input);
  try {
    await transact([...memberItems(member), ...auditItems(audit, 'add-member', { workspaceId: input.workspaceId, member })]);
  } catch (error) {
    throw memberFailure(error, member, 0) ?? error;
  }
  return memberView(member);
}

/**
 * Adds a member and a key acting for them in one transaction, with one operator audit record
 * naming both: how a workspace gets the second person its approvals need in one step. Either
 * all of it is written or nothing (an email already used leaves no key behind, a full key cap
 * no member). The key is made exactly as `createMemberApiKey` makes one (no minter, a place
 * under the cap on active keys).
 */
export async function addApprover(
  input: {
    workspaceId: string;
    email: string;
    displayName: string;
    keyName: string;
    scopes: Scope[];
    expiresAt: string | null;
    environments?: Environment[] | undefined;
  },
  audit?: OperatorIdentity,
): Promise<{ member: MemberView; api_key: ApiKeyView; token: string }> {
  // The member may hold what their key holds: an approver made by the operator is one by their scopes too.
  const member = newMember({ ...input, scopes: input.scopes });
  // The key's own items come first in its transaction (insertWithinCap), then these.
  let offset = 0;
  try {
    const { apiKey, token } = await createApiKey(
      {
        workspaceId: input.workspaceId,
        name: input.keyName,
        scopes: input.scopes,
        expiresAt: input.expiresAt,
        environments: input.environments,
        createdBy: userRef(member),
      },
      (record) => {
        offset = apiKeyPuts(record).length;
        return [
          ...memberItems(member),
          ...auditItems(audit, 'add-approver', { workspaceId: input.workspaceId, member, apiKeyId: record.id, scopes: record.scopes }),
        ];
      },
    );
    return { member: memberView(member), api_key: apiKey, token };
  } catch (error) {
    throw memberFailure(error, member, offset) ?? error;
  }
}

/**
 * Creates a key that acts for the given member; it has no minter (no key made it). Default
 * environments: both. It takes a place under the cap on active keys, and with an operator
 * identity its audit record is written in the same transaction: an operator-made key always has
 * its record.
 */
export async function createMemberApiKey(
  input: {
    workspaceId: string;
    memberId: string;
    name: string;
    scopes: Scope[];
    expiresAt: string | null;
    environments?: Environment[] | undefined;
  },
  audit?: OperatorIdentity,
): Promise<{ api_key: ApiKeyView; token: string }> {
  const member = await getMember(input.workspaceId, input.memberId);
  if (!member) throw new ProvisioningError('not_found', `No member ${input.memberId} in workspace ${input.workspaceId}.`);
  const { apiKey, token } = await createApiKey(
    {
      workspaceId: input.workspaceId,
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresAt,
      environments: input.environments,
      createdBy: userRef(member),
    },
    // The roster's version too: a removal of this member decided meanwhile must see the new key (docs/members.md).
    (record) => [
      rosterBump(input.workspaceId),
      ...auditItems(audit, 'create-api-key', { workspaceId: input.workspaceId, member, apiKeyId: record.id, scopes: record.scopes }),
    ],
  );
  return { api_key: apiKey, token };
}

/**
 * Sets a workspace's own rate limits over the stage's defaults (docs/api.md, Rate limits): each
 * given limit a whole number, or null to put the stage's default back; the others stay as they
 * were. One transaction with the operator's audit record; refuses an unknown workspace. Returns
 * the workspace's own limits after the change (absent: the stage's default). Containers pick the
 * change up within `RATE_LIMITS_CACHE_SECONDS`.
 */
export async function setRateLimits(
  workspaceId: string,
  changes: Partial<Record<RateLimitName, number | null>>,
  audit?: OperatorIdentity,
): Promise<RateLimitOverrides> {
  const entries = Object.entries(changes);
  try {
    await transact([
      workspaceExistsCheck(workspaceId),
      updateItem(rateLimitsKey(workspaceId), {
        set: { entity: 'rate_limits', ...Object.fromEntries(entries.filter(([, v]) => v !== null)) },
        remove: entries.filter(([, v]) => v === null).map(([name]) => name),
        mayCreate: true,
      }),
      ...auditItems(audit, 'set-limits', { workspaceId, limits: changes }),
    ]);
  } catch (error) {
    if (isTransactionConditionFailed(error) && failedConditionIndexes(error).includes(0)) {
      throw new ProvisioningError('not_found', `No workspace ${workspaceId}.`);
    }
    throw error;
  }
  return readRateLimits(workspaceId);
}
