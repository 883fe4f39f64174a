/**
 * The operator CLI's commands. Each validates its options first (so a typo fails before any
 * table is touched), then calls the shared provisioning use cases, imported only once the
 * target's environment is set because they read configuration at import.
 *
 * What an operator may do alone, and only this: create a workspace, add a member, create a key
 * for a member, add a member with a key (an approver, in one step), set a workspace's rate limits,
 * read the audit log, and move the table to the sharded layout (`migrate-layout`). Each
 * change writes an operator audit record in its own transaction (who ran it, from where, against
 * which table). There is deliberately no command that approves or rejects a transfer or a
 * setting change: an approval is another member's act, made with that member's key through the
 * API, where it is counted by member and shows who made it. An operator who could approve from
 * here would be a second channel around four eyes.
 */
import { hostname, userInfo } from 'node:os';
import * as z from 'zod';
import { createApiKeyBody } from '#shared/schemas/api-keys.ts';
import { UsageError } from '#infra/admin/usage.ts';
import type { OptionDef, Values } from '#infra/admin/args.ts';
import { ProvisioningError } from '#shared/domain/workspaces/provisioning-error.ts';
import { RATE_LIMIT_BOUNDS, RATE_LIMITS_CACHE_SECONDS, type RateLimitName } from '#shared/model/rate-limits.ts';

type OptionSpec = Record<string, OptionDef>;

/** What the work of a command learns once the target is resolved. */
export interface RunContext {
  /** The target's one-line description (table and region, or the local stack). */
  target: string;
}

export interface Command {
  options: OptionSpec;
  /** Checks the options and returns the work to do against the target. */
  prepare(values: Values): (context: RunContext) => Promise<unknown>;
  /** Says on stderr itself what it recorded in audit logs (it may change several workspaces, or none). */
  reportsAudit?: true;
}

/** `--operator`: who runs the command, for the audit record (default: the OS user at this host). */
const OPERATOR_OPTION = { operator: { type: 'string' } } as const;

/** The identity an audit record names. The OS user and host are always recorded beside `--operator`. */
function operatorOf(values: Values, context: RunContext) {
  const osUser = safeUser();
  const host = hostname();
  const operator = text(values, 'operator', { max: 200 }) ?? `${osUser}@${host}`;
  return { operator, os_user: osUser, host, target: context.target };
}

function safeUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

const provisioning = () => import('#shared/domain/workspaces/provision.ts');

/** `set-limits`' options, each the limit of the same name (docs/api.md, Rate limits). */
const LIMIT_OPTIONS: Record<string, RateLimitName> = {
  'writes-per-second': 'writes_per_second',
  'workspace-writes-per-second': 'workspace_writes_per_second',
  'reads-per-second': 'reads_per_second',
  'workspace-reads-per-second': 'workspace_reads_per_second',
};

/** A limit's value: a whole number within the bounds, or `default` (null) for the stage's. */
function limitValue(option: string, value: string): number | null {
  if (value === 'default') return null;
  const { min, max } = RATE_LIMIT_BOUNDS;
  if (!/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${option} must be a whole number from ${min} to ${max}, or default; got "${value}".`);
  }
  return Number(value);
}

export const COMMANDS: Record<string, Command> = {
  'create-workspace': {
    options: {
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-name': { type: 'string' },
      origin: { type: 'string' },
      ...OPERATOR_OPTION,
    },
    prepare(values) {
      const name = text(values, 'name', { required: true, max: 100 });
      const ownerEmail = email(text(values, 'owner-email', { max: 254 }) ?? 'owner@example.com');
      const ownerName = text(values, 'owner-name', { max: 100 }) ?? ownerEmail.split('@')[0] ?? 'Owner';
      const origin = originOf(text(values, 'origin', { max: 200 }));
      text(values, 'operator', { max: 200 });
      return async (context) => {
        const created = await (await provisioning()).createWorkspace({ name, ownerEmail, ownerName }, operatorOf(values, context));
        // The link is printed once: its token is stored only as a hash.
        const url = `${origin ?? '<API origin>'}${created.enrolment.enrolment_path}`;
        console.error(`Owner enrolment link (one use, until ${created.enrolment.expires_at}): ${url}`);
        return { ...created, enrolment: { ...created.enrolment, ...(origin ? { enrolment_url: url } : {}) } };
      };
    },
  },
  'create-api-key': {
    options: {
      workspace: { type: 'string' },
      member: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      environments: { type: 'string' },
      'expires-at': { type: 'string' },
      ...OPERATOR_OPTION,
    },
    prepare(values) {
      text(values, 'operator', { max: 200 });
      const workspaceId = id(values, 'workspace', { required: true });
      const member = id(values, 'member');
      const key = keyOptions(values, { name: values.name, nameOption: 'name', scopes: '*' });
      return async (context) => {
        const { createMemberApiKey } = await provisioning();
        // The workspace first, so a wrong workspace id is not reported as a missing member.
        const workspace = await existingWorkspace(workspaceId);
        const memberId = member ?? workspace.owner_id;
        return createMemberApiKey({ workspaceId, memberId, ...key }, operatorOf(values, context));
      };
    },
  },
  'add-member': {
    options: { workspace: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, ...OPERATOR_OPTION },
    prepare(values) {
      const workspaceId = id(values, 'workspace', { required: true });
      const address = email(text(values, 'email', { required: true }));
      const displayName = text(values, 'name', { max: 100 }) ?? address.split('@')[0] ?? address;
      text(values, 'operator', { max: 200 });
      return async (context) => (await provisioning()).addMember({ workspaceId, email: address, displayName }, operatorOf(values, context));
    },
  },
  'add-approver': {
    options: {
      workspace: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'key-name': { type: 'string' },
      scopes: { type: 'string' },
      environments: { type: 'string' },
      'expires-at': { type: 'string' },
      ...OPERATOR_OPTION,
    },
    prepare(values) {
      const workspaceId = id(values, 'workspace', { required: true });
      const address = email(text(values, 'email', { required: true }));
      const displayName = text(values, 'name', { max: 100 }) ?? address.split('@')[0] ?? address;
      text(values, 'operator', { max: 200 });
      // Approving is all an approver needs: transfers and setting changes (each implies its read).
      const key = keyOptions(values, {
        name: values['key-name'] ?? `Approver key for ${address}`.slice(0, 100),
        nameOption: 'key-name',
        scopes: APPROVER_SCOPES,
      });
      const { name: keyName, scopes, expiresAt, environments } = key;
      return async (context) =>
        (await provisioning()).addApprover(
          { workspaceId, email: address, displayName, keyName, scopes, expiresAt, environments },
          operatorOf(values, context),
        );
    },
  },
  'set-limits': {
    options: {
      workspace: { type: 'string' },
      ...Object.fromEntries(Object.keys(LIMIT_OPTIONS).map((option) => [option, { type: 'string' } as const])),
      ...OPERATOR_OPTION,
    },
    prepare(values) {
      const workspaceId = id(values, 'workspace', { required: true });
      text(values, 'operator', { max: 200 });
      const changes: Partial<Record<RateLimitName, number | null>> = {};
      for (const [option, name] of Object.entries(LIMIT_OPTIONS)) {
        const value = text(values, option);
        if (value !== undefined) changes[name] = limitValue(option, value);
      }
      if (Object.keys(changes).length === 0) {
        throw new UsageError(
          `Give at least one of ${Object.keys(LIMIT_OPTIONS)
            .map((o) => `--${o}`)
            .join(', ')}.`,
        );
      }
      return async (context) => {
        const limits = await (await provisioning()).setRateLimits(workspaceId, changes, operatorOf(values, context));
        console.error(
          `Limits: every function container applies them within ${RATE_LIMITS_CACHE_SECONDS} s; absent ones are the stage's defaults.`,
        );
        return { workspace_id: workspaceId, limits };
      };
    },
  },
  'migrate-layout': {
    options: { 'dry-run': { type: 'boolean' }, workspace: { type: 'string' }, ...OPERATOR_OPTION },
    reportsAudit: true,
    prepare(values) {
      const dryRun = values['dry-run'] === true;
      const workspaceId = id(values, 'workspace');
      text(values, 'operator', { max: 200 });
      return async (context) => {
        const { migrateLayout } = await import('#shared/db/layout-migration.ts');
        if (workspaceId) await existingWorkspace(workspaceId);
        const result = await migrateLayout({ dryRun, ...(workspaceId ? { workspaceId } : {}) });
        const changed = Object.entries(result.workspaces);
        if (!dryRun && changed.length > 0) {
          const { putOperatorAudit } = await import('#shared/db/operator-audit.ts');
          const { newId } = await import('#shared/ids.ts');
          const identity = operatorOf(values, context);
          for (const [changedId, moved] of changed) {
            const at = new Date();
            await putOperatorAudit({
              id: newId(at),
              workspace_id: changedId,
              command: 'migrate-layout',
              ...identity,
              at: at.toISOString(),
              member_id: null,
              member_email: null,
              api_key_id: null,
              scopes: null,
              moved: moved as Record<string, number>,
            });
          }
          console.error(
            `Audit: migrate-layout recorded in the operator audit log of each of the ${changed.length} workspace(s) it changed.`,
          );
        }
        console.error(migrationSummary(result));
        return result;
      };
    },
  },
  'audit-log': {
    options: { workspace: { type: 'string' }, limit: { type: 'string' } },
    prepare(values) {
      const workspaceId = id(values, 'workspace', { required: true });
      const raw = text(values, 'limit') ?? '50';
      const limit = Number(raw);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000.');
      return async () => {
        const { listOperatorAudit } = await import('#shared/db/operator-audit.ts');
        // An empty log for a mistyped id would read as "nothing was ever done here".
        await existingWorkspace(workspaceId);
        return { items: await listOperatorAudit(workspaceId, limit) };
      };
    },
  },
};

/** The one line a migrate-layout run ends with: what it moved (or, dry, would move), by kind. */
function migrationSummary(result: {
  dry_run: boolean;
  counts: Record<string, number | undefined>;
  workspaces: Record<string, unknown>;
  merged_balances: number;
  conflicts: string[];
}): string {
  const { settings_copy: copies = 0, ...moved } = result.counts;
  const items = Object.values(moved).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const kinds = Object.entries(moved)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const what = `${items} item(s)${kinds ? ` (${kinds})` : ''} and ${copies} settings ${copies === 1 ? 'copy' : 'copies'} in ${Object.keys(result.workspaces).length} workspace(s)`;
  if (result.dry_run) return `Dry run: would move ${what}; nothing written.`;
  const merged = result.merged_balances ? `; ${result.merged_balances} ledger item(s) added into an existing sub-balance 0` : '';
  return `Moved ${what}${merged}; ${result.conflicts.length} item(s) left in place, their new key taken.`;
}

/** The default scopes of an approver's key. */
const APPROVER_SCOPES = 'transfers:approve,workspace:approve';

/**
 * A key's options (`--scopes`, `--environments`, `--expires-at`, and the name given), checked
 * by the same rules as POST /v1/api-keys, so an operator key is never one the API would refuse.
 */
function keyOptions(values: Values, defaults: { name: unknown; nameOption: 'name' | 'key-name'; scopes: string }) {
  const scopes = String(values.scopes ?? defaults.scopes)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const environments =
    values.environments === undefined
      ? undefined
      : String(values.environments)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  const parsed = createApiKeyBody.safeParse({
    name: defaults.name ?? 'Operator key',
    scopes,
    expires_at: values['expires-at'] ?? null,
    ...(environments ? { environments } : {}),
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => describeIssue(issue, defaults.nameOption)).join('; '));
  const { name, scopes: checked, expires_at, environments: served } = parsed.data;
  return { name, scopes: checked, expiresAt: expires_at ?? null, environments: served };
}

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

/** An id option: a UUID, as every id the service makes is (UUIDv7). */
function id(values: Values, option: 'workspace' | 'member', rules: { required: true }): string;
function id(values: Values, option: 'workspace' | 'member'): string | undefined;
function id(values: Values, option: 'workspace' | 'member', rules: { required?: boolean } = {}): string | undefined {
  const value = rules.required ? text(values, option, { required: true }) : text(values, option);
  if (value !== undefined && !z.uuid().safeParse(value).success) {
    const from = option === 'workspace' ? 'the workspace_id that create-workspace printed' : 'the id that add-member printed';
    throw new UsageError(`--${option} must be a ${option} id, a UUID (${from}); got "${value}".`);
  }
  return value?.toLowerCase();
}

/** The workspace, or a not-found failure (exit code 3). */
async function existingWorkspace(workspaceId: string) {
  const { getWorkspace } = await import('#shared/db/workspaces.ts');
  const workspace = await getWorkspace(workspaceId);
  if (!workspace) throw new ProvisioningError('not_found', `No workspace ${workspaceId}.`);
  return workspace;
}

/** `--origin`: the API's origin (`https://api.example.com`), for the owner's enrolment link. */
function originOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new UsageError(`--origin must be an origin such as https://api.example.com; got "${value}".`);
  }
  return url.origin;
}

function email(value: string): string {
  if (!z.email().safeParse(value).success) throw new UsageError(`"${value}" is not an email address.`);
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, nameOption: string): string {
  const option =
    { name: `--${nameOption}`, scopes: '--scopes', expires_at: '--expires-at', environments: '--environments' }[String(issue.path[0])] ??
    'option';
  return `${option}: ${issue.message}`;
}
