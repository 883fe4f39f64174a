/**
 * What each function of the function table may do once deployed, read from a synthesized
 * assembly: its environment and the statements of its execution role, each resource given as a
 * symbol the IAM conformance test can compare with what the function calls locally:
 *
 * | symbol | resource |
 * |---|---|
 * | `table` | the table's ARN (or its name, in the environment) |
 * | `table/index/<name>`, `table/index/*` | its indexes |
 * | `table/stream` | its stream's ARN |
 * | `queue:<queue id>` | a queue of `shared/queues.ts` (ARN or URL) |
 * | `dlq:<queue id>` | that queue's dead-letter queue |
 * | `failures:<stream consumer id>` | a stream consumer's on-failure queue |
 * | `secret:<secret id>` | a secret of `shared/secrets.ts` (owned, or named by context) |
 * | `key:<key id>` | a KMS key of `shared/kms-keys.ts` |
 * | `log-group` | the function's own log group (another's: `log-group:<logical id>`) |
 * | `topic` | the alarm topic |
 * | `role:<function id>` | that function's execution role (custody signers' roles have fixed names) |
 * | `*` | any resource |
 *
 * Functions are matched to the table by their `function-id` tag. `isAllowed` evaluates the
 * statements with IAM's wildcard matching; conditions are kept and reported, not evaluated.
 */
import { functionList } from '#shared/wiring/functions.ts';
import { FUNCTION_ID_TAG } from '#infra/constructs/function-wiring.ts';
import { flat, loadAssembly, resolve, type Assembly, type StackTemplate, type TemplateResource } from './assembly.ts';

export type Conditions = Record<string, Record<string, unknown>>;

export interface PolicyStatement {
  sid?: string;
  effect: 'Allow' | 'Deny';
  actions: string[];
  /** Symbols (see the table above), or the resolved ARN text when no symbol applies. */
  resources: string[];
  /** As in the template. */
  conditions?: Conditions;
}

export interface FunctionPolicy {
  id: string;
  /** The template holding the function, and its logical id there. */
  templateFile: string;
  logicalId: string;
  /** Variable → value as written in the template (strings or intrinsics). */
  environment: Record<string, unknown>;
  /** Variable → value resolved, resources as symbols (`table`, `queue:webhook-deliveries`, …). */
  resolvedEnvironment: Record<string, string>;
  statements: PolicyStatement[];
}

/** The symbol of a resolved resource text: `«table»` → `table`, `«table»/index/x` → `table/index/x`. */
function symbolic(text: string, ownLogGroup: string | undefined, secretArns: ReadonlyMap<string, string>): string {
  if (ownLogGroup && text === `«${ownLogGroup}»`) return 'log-group';
  const secret = secretArns.get(text) ?? secretArns.get(text.replace(/-\?{6}$/, ''));
  if (secret) return secret;
  const whole = /^«([^«»]+)»$/.exec(text);
  if (whole) return whole[1]!;
  const index = /^«table»(\/index\/.+)$/.exec(text);
  if (index) return `table${index[1]}`;
  // Every key of the account: live custody's keys, made at run time (the grant's tag condition
  // narrows it to them; conditions are reported, not evaluated).
  if (/^arn:.+:kms:.+:key\/\*$/.test(text)) return 'custody-key:*';
  return text;
}

/** `role:<function id>` for each ARN of a comma-separated list naming functions' roles by their fixed names. */
function roleSymbols(text: string, roleNames: ReadonlyMap<string, string>): string | undefined {
  const parts = text.split(',').map((part) => /^arn:.*:iam:.*:role\/([\w+=,.@-]+)$/.exec(part)?.[1]);
  if (parts.some((name) => name === undefined || !roleNames.has(name))) return undefined;
  return parts.map((name) => `role:${roleNames.get(name!)}`).join(',');
}

/** Function id by the fixed name of its role (custody signers). */
function namedRoles(assembly: Assembly): Map<string, string> {
  const names = new Map<string, string>();
  for (const stack of assembly.all) {
    for (const fn of Object.values(stack.template.Resources)) {
      if (fn.Type !== 'AWS::Lambda::Function') continue;
      const id = (fn.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === FUNCTION_ID_TAG)?.Value;
      const roleId = (fn.Properties?.Role as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
      const roleName = roleId ? stack.template.Resources[roleId]?.Properties?.RoleName : undefined;
      if (id && typeof roleName === 'string') names.set(roleName, id);
    }
  }
  return names;
}

/**
 * Secrets named by context are not resources of any template: their ARN text (what the data
 * stack outputs as `<Id>SecretArn`) maps to their symbol.
 */
function secretArnTexts(assembly: Assembly): Map<string, string> {
  const map = new Map<string, string>();
  for (const stack of assembly.stacks.values()) {
    for (const [name, output] of Object.entries(stack.template.Outputs ?? {})) {
      const id = /^(.+)SecretArn$/.exec(name)?.[1];
      if (!id) continue;
      const secretId = id.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`));
      map.set(flat(resolve(assembly, stack, output.Value)), `secret:${secretId}`);
    }
  }
  return map;
}

function roleStatements(stack: StackTemplate, fn: TemplateResource, fnId: string): { statement: any }[] {
  const roleId = (fn.Properties?.Role as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
  const role = roleId ? stack.template.Resources[roleId] : undefined;
  if (!roleId || role?.Type !== 'AWS::IAM::Role') throw new Error(`${fnId}: its role is not a role of its own template`);
  if (role.Properties?.ManagedPolicyArns) throw new Error(`${fnId}: its role has managed policies, which this reader cannot see`);
  const inline = (role.Properties?.Policies ?? []).flatMap((p: any) => p.PolicyDocument.Statement);
  const attached = Object.values(stack.template.Resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties!.Roles as unknown[]).some((x: any) => x?.Ref === roleId))
    .flatMap((p) => p.Properties!.PolicyDocument.Statement);
  return [...inline, ...attached].map((statement) => ({ statement }));
}

/**
 * Every function of `functionList` in a synthesized assembly, by function id: `assembly` is its
 * folder (a `cdk.out`) or anything with its `outdir` (a test's `synthesize(...)`).
 */
export function functionPolicies(assembly: string | { outdir: string }): Map<string, FunctionPolicy> {
  return policiesOf(loadAssembly(typeof assembly === 'string' ? assembly : assembly.outdir));
}

function policiesOf(assembly: Assembly): Map<string, FunctionPolicy> {
  const secretArns = secretArnTexts(assembly);
  const roleNames = namedRoles(assembly);
  const found = new Map<string, FunctionPolicy>();
  for (const stack of assembly.all) {
    for (const [logicalId, fn] of Object.entries(stack.template.Resources)) {
      if (fn.Type !== 'AWS::Lambda::Function') continue;
      const id = (fn.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === FUNCTION_ID_TAG)?.Value;
      if (!id) throw new Error(`${stack.file}: function ${logicalId} has no ${FUNCTION_ID_TAG} tag`);
      if (found.has(id)) throw new Error(`Two functions tagged ${id}`);
      const ownLogGroup = flat(resolve(assembly, stack, fn.Properties?.LoggingConfig?.LogGroup)).replace(/^«|»$/g, '');
      const environment = (fn.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
      const statements = roleStatements(stack, fn, id).map(({ statement: s }): PolicyStatement => {
        if (s.NotAction || s.NotResource || s.NotPrincipal) throw new Error(`${id}: Not* statements are not read`);
        const resources = [s.Resource].flat().map((r: unknown) => symbolic(flat(resolve(assembly, stack, r)), ownLogGroup, secretArns));
        return { sid: s.Sid, effect: s.Effect, actions: [s.Action].flat(), resources, ...(s.Condition ? { conditions: s.Condition } : {}) };
      });
      found.set(id, {
        id,
        templateFile: stack.file,
        logicalId,
        environment,
        resolvedEnvironment: Object.fromEntries(
          Object.entries(environment).map(([name, v]) => {
            const text = flat(resolve(assembly, stack, v));
            return [name, roleSymbols(text, roleNames) ?? symbolic(text, undefined, secretArns)];
          }),
        ),
        statements,
      });
    }
  }
  const missing = functionList.filter((f) => !found.has(f.id)).map((f) => f.id);
  if (missing.length > 0) throw new Error(`Functions of the function table missing from the assembly: ${missing.join(', ')}`);
  return found;
}

/** IAM's wildcard matching: `*` any run of characters, `?` one; actions ignore case, resources do not. */
export function wildcardMatch(pattern: string, value: string, ignoreCase: boolean): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, ignoreCase ? 'is' : 's').test(value);
}

const covers = (s: PolicyStatement, action: string, resource: string) =>
  s.actions.some((a) => wildcardMatch(a, action, true)) && s.resources.some((r) => wildcardMatch(r, resource, false));

export interface AccessDecision {
  allowed: boolean;
  /** The Allow statements that match; any with `conditions` allow only when those hold. */
  allowedBy: PolicyStatement[];
  /** Whether every matching Allow statement carries conditions (not evaluated here). */
  conditional: boolean;
  deniedBy: PolicyStatement[];
}

/** Whether `statements` allow `action` on `resource` (a symbol), and by which statements. */
export function access(statements: readonly PolicyStatement[], action: string, resource: string): AccessDecision {
  const allowedBy = statements.filter((s) => s.effect === 'Allow' && covers(s, action, resource));
  const deniedBy = statements.filter((s) => s.effect === 'Deny' && covers(s, action, resource));
  return {
    allowed: allowedBy.length > 0 && deniedBy.length === 0,
    allowedBy,
    conditional: allowedBy.length > 0 && allowedBy.every((s) => s.conditions !== undefined),
    deniedBy,
  };
}

/** Whether `statements` allow `action` on `resource`; conditions are not evaluated (see `access`). */
export function isAllowed(statements: readonly PolicyStatement[], action: string, resource: string): boolean {
  return access(statements, action, resource).allowed;
}
