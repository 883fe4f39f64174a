/**
 * Reads a synthesized cloud assembly (a `cdk.out` folder) as CloudFormation would see it: every
 * top-level and nested template, and a resolver that follows a value through the intrinsics the
 * app uses (`Ref`, `Fn::GetAtt`, `Fn::Join`, `Fn::Sub`, `Fn::Select`, `Fn::Split`,
 * `Fn::GetStackOutput`, `Fn::ImportValue`, nested-stack parameters and outputs) down to the
 * resource it names, given as a symbol (`table`, `queue:<id>`, …; see `symbolOf`). Pure file
 * reading: it works on `npx cdk synth` output as on a test's own synth.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kmsKeys } from '#shared/kms-keys.ts';
import { queues } from '#shared/queues.ts';
import { secrets } from '#shared/secrets.ts';
import { streamConsumers } from '#shared/streams.ts';

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, unknown>;
  DeletionPolicy?: string;
}

export interface CfnTemplate {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

/** One template of the assembly; nested ones know the stack resource that creates them. */
export interface StackTemplate {
  file: string;
  /** The deployed stack name of a top-level stack; undefined for nested stacks. */
  stackName?: string;
  template: CfnTemplate;
  parent?: { stack: StackTemplate; resourceId: string };
  nested: Map<string, StackTemplate>;
  bytes: number;
}

export interface Assembly {
  dir: string;
  /** Top-level stacks, by stack name. */
  stacks: Map<string, StackTemplate>;
  /** Every template, nested ones included. */
  all: StackTemplate[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function loadTemplate(dir: string, file: string, assetsFile: string, parent?: StackTemplate['parent'], stackName?: string): StackTemplate {
  const full = path.join(dir, file);
  const stack: StackTemplate = {
    file,
    stackName,
    template: readJson<CfnTemplate>(full),
    parent,
    nested: new Map(),
    bytes: readFileSync(full).byteLength,
  };
  // A nested stack's TemplateURL ends in its asset's object key; the asset manifest names the file.
  const assets = existsSync(assetsFile)
    ? readJson<{ files?: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }> }>(assetsFile)
    : {};
  const byKey = new Map(
    Object.values(assets.files ?? {}).flatMap((f) => Object.values(f.destinations).map((d) => [d.objectKey, f.source.path] as const)),
  );
  for (const [id, resource] of Object.entries(stack.template.Resources)) {
    if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
    const key = /([0-9a-f]{64}\.json)"/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[1];
    const nestedFile = key ? byKey.get(key) : undefined;
    if (!nestedFile) throw new Error(`${file}: no template found for nested stack ${id}`);
    stack.nested.set(id, loadTemplate(dir, nestedFile, assetsFile, { stack, resourceId: id }));
  }
  return stack;
}

/** Every stack of the assembly in `dir`. */
export function loadAssembly(dir: string): Assembly {
  const manifest = readJson<{ artifacts: Record<string, { type: string; properties?: { templateFile: string; stackName?: string } }> }>(
    path.join(dir, 'manifest.json'),
  );
  const stacks = new Map<string, StackTemplate>();
  for (const [id, artifact] of Object.entries(manifest.artifacts)) {
    if (artifact.type !== 'aws:cloudformation:stack' || !artifact.properties) continue;
    const { templateFile } = artifact.properties;
    const stackName = artifact.properties.stackName ?? id;
    stacks.set(
      stackName,
      loadTemplate(dir, templateFile, path.join(dir, templateFile.replace(/\.template\.json$/, '.assets.json')), undefined, stackName),
    );
  }
  const all: StackTemplate[] = [];
  const walk = (s: StackTemplate) => {
    all.push(s);
    for (const n of s.nested.values()) walk(n);
  };
  for (const s of stacks.values()) walk(s);
  return { dir, stacks, all };
}

/** Letters and digits only, as the CDK builds logical ids from construct ids. */
const bare = (id: string) => id.replace(/[^A-Za-z0-9]/g, '');

/**
 * Whether a resource was made as the construct `id` directly in its stack: by its `aws:cdk:path`
 * metadata (`<stack>/<id>/Resource`) when the assembly has it (the CLI's default), else by its
 * logical id (`<id without punctuation><8-character hash>`).
 */
function madeAs(logicalId: string, resource: TemplateResource, id: string): boolean {
  const cdkPath = resource.Metadata?.['aws:cdk:path'];
  if (typeof cdkPath === 'string') return cdkPath.split('/').slice(1, -1).join('/') === id;
  return logicalId.slice(0, -8) === bare(id);
}

/**
 * The symbol of a resource attribute: `table` (its name or ARN), `table/stream`, `queue:<id>`,
 * `dlq:<id>`, `failures:<stream consumer id>` (URL or ARN alike), `secret:<id>`, `key:<id>`, `topic`,
 * `log-group:<logical id>`, else `<type>:<logical id>`.
 */
export function symbolOf(logicalId: string, resource: TemplateResource, attribute: string): string {
  const made = (id: string) => madeAs(logicalId, resource, id);
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
      return attribute === 'StreamArn' ? 'table/stream' : 'table';
    case 'AWS::SQS::Queue': {
      const queue = queues.find((q) => made(q.id));
      if (queue) return `queue:${queue.id}`;
      const dlq = queues.find((q) => made(`${q.id}-dlq`));
      if (dlq) return `dlq:${dlq.id}`;
      const consumer = streamConsumers.find((c) => made(`${c.id}-failures`));
      return consumer ? `failures:${consumer.id}` : `queue?:${logicalId}`;
    }
    case 'AWS::SecretsManager::Secret': {
      const secret = secrets.find((s) => made(s.id));
      return secret ? `secret:${secret.id}` : `secret?:${logicalId}`;
    }
    case 'AWS::KMS::Key': {
      const key = kmsKeys.find((k) => made(k.id));
      return key ? `key:${key.id}` : `${resource.Type}:${logicalId}`;
    }
    case 'AWS::SNS::Topic':
      return 'topic';
    case 'AWS::Logs::LogGroup':
      return `log-group:${logicalId}`;
    default:
      return `${resource.Type}:${logicalId}`;
  }
}

/** A resolved value: text in which each resource appears as `«symbol»`. */
export type Resolved = string | Resolved[];

const PSEUDO = /^AWS::/;

/** Resolves `value` as CloudFormation would in `stack`, resources as `«symbol»`. */
export function resolve(assembly: Assembly, stack: StackTemplate, value: unknown): Resolved {
  const again = (v: unknown, s: StackTemplate = stack) => resolve(assembly, s, v);
  const text = (v: unknown, s: StackTemplate = stack) => flat(again(v, s));
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => again(v));
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const [fn, arg] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  switch (fn) {
    case 'Ref':
      return ref(assembly, stack, String(arg));
    case 'Fn::GetAtt': {
      const [id, attribute] = Array.isArray(arg) ? arg.map(String) : String(arg).split(/\.(.*)/s);
      const resource = stack.template.Resources[id!];
      if (!resource) throw new Error(`${stack.file}: GetAtt of unknown ${id}`);
      if (resource.Type === 'AWS::CloudFormation::Stack' && attribute!.startsWith('Outputs.')) {
        const nested = stack.nested.get(id!)!;
        return again(nested.template.Outputs?.[attribute!.slice('Outputs.'.length)]?.Value, nested);
      }
      return `«${symbolOf(id!, resource, attribute!)}»`;
    }
    case 'Fn::Join': {
      const [delimiter, parts] = arg as [string, unknown[]];
      return parts.map((p) => text(p)).join(delimiter);
    }
    case 'Fn::Sub': {
      const [body, vars] = Array.isArray(arg) ? (arg as [string, Record<string, unknown>]) : [String(arg), {}];
      return body.replace(/\$\{([^}]+)\}/g, (_, name: string) => (name in vars ? text(vars[name]) : flat(ref(assembly, stack, name))));
    }
    case 'Fn::Select': {
      const [index, list] = arg as [unknown, unknown];
      const items = again(list);
      return Array.isArray(items) ? (items[Number(text(index))] ?? '') : `select(${items})`;
    }
    case 'Fn::Split': {
      const [delimiter, source] = arg as [string, unknown];
      return text(source).split(delimiter);
    }
    case 'Fn::GetStackOutput': {
      const { StackName, OutputName } = arg as { StackName: unknown; OutputName: unknown };
      const producer = assembly.stacks.get(text(StackName));
      if (!producer) throw new Error(`GetStackOutput of unknown stack ${text(StackName)}`);
      return again(producer.template.Outputs?.[text(OutputName)]?.Value, producer);
    }
    case 'Fn::ImportValue': {
      const name = text(arg);
      for (const producer of assembly.all) {
        for (const output of Object.values(producer.template.Outputs ?? {})) {
          if (output.Export && text(output.Export.Name, producer) === name) return again(output.Value, producer);
        }
      }
      throw new Error(`No export named ${name}`);
    }
    default:
      return JSON.stringify(value);
  }
}

function ref(assembly: Assembly, stack: StackTemplate, name: string): Resolved {
  if (PSEUDO.test(name)) return `\${${name}}`;
  if (stack.template.Parameters && name in stack.template.Parameters) {
    if (!stack.parent) return `\${param:${name}}`;
    const creator = stack.parent.stack.template.Resources[stack.parent.resourceId]!;
    return resolve(assembly, stack.parent.stack, creator.Properties?.Parameters?.[name]);
  }
  const resource = stack.template.Resources[name];
  if (!resource) throw new Error(`${stack.file}: Ref to unknown ${name}`);
  return `«${symbolOf(name, resource, 'Ref')}»`;
}

/** A resolved value as one string (lists joined with commas). */
export function flat(value: Resolved): string {
  return Array.isArray(value) ? value.map(flat).join(',') : value;
}
