/**
 * The operator CLI's commands. Each validates its options first (so a typo fails before any
 * table is touched), then calls the shared provisioning use cases, imported only once the
 * target's environment is set because they read configuration at import.
 */
import * as z from 'zod';
import { createApiKeyBody } from '#shared/schemas/api-keys.ts';
import { UsageError } from '#infra/admin/usage.ts';

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;
type OptionSpec = Record<string, { type: 'string' }>;

export interface Command {
  options: OptionSpec;
  /** Checks the options and returns the work to do against the target. */
  prepare(values: Values): () => Promise<unknown>;
}

const provisioning = () => import('#shared/domain/workspaces/provision.ts');

export const COMMANDS: Record<string, Command> = {
  'create-workspace': {
    options: { name: { type: 'string' }, 'owner-email': { type: 'string' }, 'owner-name': { type: 'string' } },
    prepare(values) {
      const name = text(values, 'name', { required: true, max: 100 });
      const ownerEmail = email(text(values, 'owner-email', { max: 254 }) ?? 'owner@example.com');
      const ownerName = text(values, 'owner-name', { max: 100 }) ?? ownerEmail.split('@')[0] ?? 'Owner';
      return async () => (await provisioning()).createWorkspace({ name, ownerEmail, ownerName });
    },
  },
  'create-api-key': {
    options: {
      workspace: { type: 'string' },
      member: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      'expires-at': { type: 'string' },
    },
    prepare(values) {
      const workspaceId = text(values, 'workspace', { required: true });
      const member = text(values, 'member');
      const scopes = String(values.scopes ?? '*').split(',').map((s) => s.trim()).filter(Boolean);
      // The same rules as POST /v1/api-keys, so an operator key is never one the API would refuse.
      const parsed = createApiKeyBody.safeParse({
        name: values.name ?? 'Operator key',
        scopes,
        expires_at: values['expires-at'] ?? null,
      });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map(describeIssue).join('; '));
      return async () => {
        const { createMemberApiKey, ProvisioningError } = await provisioning();
        const { getWorkspace } = await import('#shared/db/workspaces.ts');
        const memberId = member ?? (await getWorkspace(workspaceId))?.owner_id;
        if (!memberId) throw new ProvisioningError(`No workspace ${workspaceId}.`);
        const { name, scopes: checked, expires_at } = parsed.data;
        return createMemberApiKey({ workspaceId, memberId, name, scopes: checked, expiresAt: expires_at ?? null });
      };
    },
  },
  'add-member': {
    options: { workspace: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
    prepare(values) {
      const workspaceId = text(values, 'workspace', { required: true });
      const address = email(text(values, 'email', { required: true }));
      const displayName = text(values, 'name', { max: 100 }) ?? address.split('@')[0] ?? address;
      return async () => (await provisioning()).addMember({ workspaceId, email: address, displayName });
    },
  },
};

function text(values: Values, option: string, rules: { required: true; max?: number }): string;
function text(values: Values, option: string, rules?: { max?: number }): string | undefined;
function text(values: Values, option: string, rules: { required?: boolean; max?: number } = {}): string | undefined {
  const raw = values[option];
  const value = typeof raw === 'string' ? raw.trim() : undefined;
  if (!value) {
    if (rules.required) throw new UsageError(`--${option} is required.`);
    if (raw !== undefined) throw new UsageError(`--${option} must not be empty.`);
    return undefined;
  }
  if (rules.max && value.length > rules.max) throw new UsageError(`--${option} must be at most ${rules.max} characters.`);
  return value;
}

function email(value: string): string {
  if (!z.email().safeParse(value).success) throw new UsageError(`"${value}" is not an email address.`);
  return value;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const option = { name: '--name', scopes: '--scopes', expires_at: '--expires-at' }[String(issue.path[0])] ?? 'option';
  return `${option}: ${issue.message}`;
}
