/**
 * Workspace and member items (workspace-wide, no environment):
 * `WS#<ws>` / `WORKSPACE`, `WS#<ws>` / `MEMBER#<id>`, and `WS#<ws>` / `MEMBER_EMAIL#<email>`,
 * which keeps member emails unique within a workspace.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { settingKey, type SettingItem, type SettingName } from '#shared/db/settings.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import type { Scope } from '#shared/model/scopes.ts';

export interface WorkspaceRecord {
  id: string;
  name: string;
  /** The member created with the workspace; keys made by the operator act for them by default. */
  owner_id: string;
  created_at: string;
}

export interface MemberRecord {
  id: string;
  workspace_id: string;
  email: string;
  display_name: string;
  role: 'owner' | 'member';
  created_at: string;
  /** Absent on members made before members could be removed: active. */
  status?: 'active' | 'removed';
  /**
   * What the member's credentials may hold, fixed when they were invited (or made by the operator
   * with a key). Absent on older members: their keys' scopes say (docs/members.md, Approvers).
   */
  scopes?: Scope[];
  /** The invitation the member enrolled with. */
  invitation_id?: string;
  removed_at?: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function workspacePut(workspace: WorkspaceRecord): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: { pk: keys.workspace(workspace.id), sk: keys.workspaceItem(), entity: 'workspace', ...workspace },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The member item and its email-uniqueness item; the second fails when the email is taken. */
export function memberPuts(member: MemberRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { pk: keys.workspace(member.workspace_id), sk: keys.member(member.id), entity: 'member', ...member },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: TABLE_NAME,
        Item: {
          pk: keys.workspace(member.workspace_id),
          sk: keys.memberEmail(member.email),
          entity: 'member_email',
          member_id: member.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The put that fails the transaction unless the workspace exists. */
export function workspaceExistsCheck(workspaceId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: { pk: keys.workspace(workspaceId), sk: keys.workspaceItem() },
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

export async function getWorkspace(workspaceId: string): Promise<WorkspaceRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(workspaceId), sk: keys.workspaceItem() } }));
  return out.Item as WorkspaceRecord | undefined;
}

export async function getMember(workspaceId: string, memberId: string): Promise<MemberRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(workspaceId), sk: keys.member(memberId) } }));
  return out.Item as MemberRecord | undefined;
}

/**
 * The workspace item and the setting items of the given environments, in one BatchGetItem
 * (`GET /v1/workspace`); a setting never written is absent, as `getSettings` has it.
 */
export async function getWorkspaceWithSettings<N extends SettingName>(
  workspaceId: string,
  environments: readonly Environment[],
  names: readonly N[],
): Promise<{ workspace: WorkspaceRecord | undefined; settings: Record<Environment, Partial<Record<N, SettingItem>>> }> {
  const workspaceKey = { pk: keys.workspace(workspaceId), sk: keys.workspaceItem() };
  const settingKeys = environments.flatMap((environment) => names.map((name) => settingKey({ workspaceId, environment }, name)));
  const found = await batchGetItems([workspaceKey, ...settingKeys]);
  const settings = {} as Record<Environment, Partial<Record<N, SettingItem>>>;
  for (const environment of environments) {
    settings[environment] = {};
    for (const name of names) {
      const item = found(settingKey({ workspaceId, environment }, name)) as SettingItem | undefined;
      if (item) settings[environment][name] = item;
    }
  }
  return { workspace: found(workspaceKey) as WorkspaceRecord | undefined, settings };
}
