/**
 * What an operator decides per deployment, read once from CDK context (`cdk.json`, `-c key=value`)
 * and checked before any construct is made, so a typo fails synth with the key's name instead of
 * a deploy half-way through. docs/infrastructure.md lists every key.
 */
import { createHash } from 'node:crypto';
import type { Node } from 'constructs';
import { kmsKeys, type KmsKeyId } from '#shared/kms-keys.ts';
import { secrets, type SecretId } from '#shared/secrets.ts';
import { settingsFromContext } from '#infra/constructs/service-settings.ts';

/** Same rule as `STAGE` in shared/config.ts, so a stage name deployable here is valid there. */
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

const ACCOUNT_PATTERN = /^\d{12}$/;
const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/;
const TOPIC_ARN_PATTERN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/;
const CERTIFICATE_ARN_PATTERN = /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/;
const KEY_ARN_PATTERN = /^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/[0-9a-f-]{36}$/;
const TABLE_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,255}$/;
const STREAM_ARN_PATTERN = /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[A-Za-z0-9_.-]{3,255}\/stream\/[0-9A-Za-z:.-]+$/;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface DeployContext {
  stage: string;
  /**
   * The production safeguards (a year of logs, deletion and termination protection, retained
   * table, secrets, keys and log groups, production throttling): `-c production=true|false`,
   * on by default for the stage named `prod` only. A setting, not a name match, so `prod-eu`
   * can be production and a rehearsal named `prod` need not be.
   */
  production: boolean;
  /** Account and region to pin the stacks to; undefined leaves them environment-agnostic. */
  env?: { account?: string; region?: string };
  /** Deployment settings by variable name (`service-settings.ts`). */
  settings: Record<string, string>;
  /** Where alarms go: a new topic (with an optional e-mail subscription), or an existing topic. */
  alarms: { email?: string; topicArn?: string };
  /** A custom domain for the HTTP API. */
  domain?: { name: string; certificateArn: string };
  /** An existing Secrets Manager secret (complete ARN or name) per secret, instead of one the data stack owns. */
  existingSecrets: Partial<Record<SecretId, string>>;
  /**
   * An existing table (a production table a destroyed stage retained) to use instead of creating
   * one: its name and its stream's ARN, which the stream consumers read.
   */
  existingTable?: { name: string; streamArn: string };
  /** An existing KMS key (its ARN) per key of `shared/kms-keys.ts`, instead of one the data stack makes: the retained one a re-attached table needs. */
  existingKeys: Partial<Record<KmsKeyId, string>>;
  /**
   * The optional public edge (`-c edge=true`, infra/stacks/edge-stack.ts): CloudFront and AWS WAF
   * in front of the API, reaching it at `originDomain` (`-c edgeOriginDomain`, else the custom domain).
   */
  edge?: {
    originDomain: string;
    /**
     * The secret the edge sends the API in `ORIGIN_SECRET_HEADER` (`EDGE_ORIGIN_SECRET` in the
     * deploying process's environment); the API's functions get only its digest.
     */
    originSecret: string;
  };
}

/** What an edge origin secret must look like: long enough not to be guessed, and a valid header value. */
const ORIGIN_SECRET_PATTERN = /^[\x21-\x7e]{32,256}$/;

/**
 * The edge's origin secret from the deploying process's environment (not context, which is kept in
 * `cdk.json` and shell histories), with the previous one during a rotation; and the settings' digests
 * of both, which the API's functions compare against (shared/http/middlewares/origin-check.ts).
 */
function edgeOriginSecretOf(processEnv: NodeJS.ProcessEnv): { secret: string; digests: string } {
  const secret = processEnv.EDGE_ORIGIN_SECRET;
  const previous = processEnv.EDGE_ORIGIN_PREVIOUS_SECRET || undefined;
  const usage = 'printable ASCII without spaces, 32 to 256 characters (`openssl rand -hex 32`)';
  if (!secret) throw new Error(`-c edge=true needs EDGE_ORIGIN_SECRET in the environment: the secret the edge sends the API, ${usage}`);
  if (!ORIGIN_SECRET_PATTERN.test(secret)) throw new Error(`EDGE_ORIGIN_SECRET: expected ${usage}`);
  if (previous !== undefined && !ORIGIN_SECRET_PATTERN.test(previous)) throw new Error(`EDGE_ORIGIN_PREVIOUS_SECRET: expected ${usage}`);
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  return { secret, digests: [secret, ...(previous ? [previous] : [])].map(digest).join(',') };
}

/**
 * Behind the edge every request reaches API Gateway from a CloudFront address, so the per-address
 * count of unauthenticated refusals (shared/http/middlewares/source-limit.ts) counts an edge
 * location's many clients together; the web ACL limits each client address instead, and this
 * default (per CloudFront address and container) keeps one client from shutting out its neighbours.
 */
export const EDGE_AUTH_FAILURES_PER_SOURCE_PER_MINUTE = '6000';

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function checked(key: string, value: string | undefined, pattern: RegExp, what: string): string | undefined {
  if (value !== undefined && !pattern.test(value)) throw new Error(`-c ${key}=${value}: expected ${what}`);
  return value;
}

/**
 * Account and region: context `account`/`region`, else the CLI's `CDK_DEFAULT_ACCOUNT` and
 * `CDK_DEFAULT_REGION` (set from the AWS profile when credentials are at hand). Neither set (an
 * offline synth) keeps the stacks environment-agnostic. The CLI sets `CDK_DEFAULT_REGION` to
 * `us-east-1` when no region is configured anywhere, so a region from it alone is taken only when
 * `AWS_REGION` or `AWS_DEFAULT_REGION` says the same; otherwise synth for an account stops and
 * asks for `-c region`, rather than pinning the stage to a region nobody chose.
 */
function environmentOf(node: Node, processEnv: NodeJS.ProcessEnv): DeployContext['env'] {
  const account = checked('account', text(node, 'account') ?? processEnv.CDK_DEFAULT_ACCOUNT, ACCOUNT_PATTERN, 'a 12-digit account id');
  const stated = text(node, 'region') ?? processEnv.AWS_REGION ?? processEnv.AWS_DEFAULT_REGION;
  const fromCli = processEnv.CDK_DEFAULT_REGION;
  if (stated === undefined && fromCli !== undefined && account !== undefined) {
    throw new Error(
      `No region configured: the CDK CLI proposes ${fromCli}, its fallback when no profile or variable names one. ` +
        'Pass -c region=<region> (or set AWS_REGION) so the stage goes where you mean it to.',
    );
  }
  const region = checked('region', stated, REGION_PATTERN, 'a region such as eu-west-1');
  return account || region ? { account, region } : undefined;
}

/** `-c production`: true or false; on by default for the stage named `prod`. */
function productionOf(node: Node, stage: string): boolean {
  const value = text(node, 'production');
  if (value === undefined) return stage === 'prod';
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`-c production=${value}: expected true or false`);
}

/** `-c tableName` with `-c tableStreamArn`: both or neither, the stream of that table. */
function existingTableOf(node: Node): DeployContext['existingTable'] {
  const name = checked('tableName', text(node, 'tableName'), TABLE_NAME_PATTERN, 'a DynamoDB table name');
  const streamArn = checked(
    'tableStreamArn',
    text(node, 'tableStreamArn'),
    STREAM_ARN_PATTERN,
    "a DynamoDB stream ARN (the table's LatestStreamArn)",
  );
  if (Boolean(name) !== Boolean(streamArn)) {
    throw new Error(
      'Re-attaching a table needs both -c tableName=<name> and -c tableStreamArn=<its stream> ' +
        '(aws dynamodb describe-table --table-name <name> --query Table.LatestStreamArn)',
    );
  }
  if (name && streamArn && !streamArn.includes(`:table/${name}/stream/`))
    throw new Error(`-c tableStreamArn: not the stream of table ${name}`);
  return name && streamArn ? { name, streamArn } : undefined;
}

/** Reads and checks every deployment decision from context. */
export function readDeployContext(node: Node, processEnv: NodeJS.ProcessEnv = process.env): DeployContext {
  const stage = text(node, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Invalid stage "${stage}": expected ${STAGE_PATTERN}`);

  const email = checked('alarmEmail', text(node, 'alarmEmail'), EMAIL_PATTERN, 'an e-mail address');
  const topicArn = checked('alarmTopicArn', text(node, 'alarmTopicArn'), TOPIC_ARN_PATTERN, 'an SNS topic ARN');
  if (email && topicArn) {
    throw new Error(
      '-c alarmEmail subscribes an address to the topic this app creates; with -c alarmTopicArn, subscribe it to your topic yourself',
    );
  }

  const domainName = checked('domainName', text(node, 'domainName'), DOMAIN_PATTERN, 'a lower-case domain name such as api.example.com');
  const certificateArn = checked('certificateArn', text(node, 'certificateArn'), CERTIFICATE_ARN_PATTERN, 'an ACM certificate ARN');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      "A custom domain needs both -c domainName=<name> and -c certificateArn=<ACM certificate of that name, in the API's region>",
    );
  }

  const edgeOn = text(node, 'edge') === 'true';
  const edgeOrigin = checked(
    'edgeOriginDomain',
    text(node, 'edgeOriginDomain'),
    DOMAIN_PATTERN,
    'the API host, such as abc123.execute-api.eu-west-1.amazonaws.com',
  );
  if (edgeOrigin && !edgeOn) throw new Error('-c edgeOriginDomain is the origin of the public edge: add -c edge=true, or leave it out');
  const originDomain = edgeOrigin ?? domainName;
  if (edgeOn && !originDomain) {
    throw new Error(
      "-c edge=true needs the API's host: -c edgeOriginDomain=<host of the ApiUrl output> (deploy the API first), or a custom domain (-c domainName)",
    );
  }
  const settings = settingsFromContext(node);
  if (settings.EDGE_ORIGIN_DIGESTS !== undefined) {
    throw new Error('-c edgeOriginDigests is not set by hand: -c edge=true derives it from EDGE_ORIGIN_SECRET in the environment');
  }
  const edgeSecret = edgeOn ? edgeOriginSecretOf(processEnv) : undefined;
  if (edgeSecret) settings.EDGE_ORIGIN_DIGESTS = edgeSecret.digests;
  if (edgeOn && settings.AUTH_FAILURES_PER_SOURCE_PER_MINUTE === undefined) {
    settings.AUTH_FAILURES_PER_SOURCE_PER_MINUTE = EDGE_AUTH_FAILURES_PER_SOURCE_PER_MINUTE;
  }
  // Passkeys belong to the console's domain: with a custom domain, it is the relying party unless set.
  if (domainName) {
    settings.WEBAUTHN_RP_ID ??= domainName;
    settings.WEBAUTHN_ORIGINS ??= `https://${domainName}`;
  }

  const existingSecrets: DeployContext['existingSecrets'] = {};
  for (const def of secrets) {
    const value = text(node, def.contextKey);
    if (value !== undefined) existingSecrets[def.id] = value;
  }

  const existingKeys: DeployContext['existingKeys'] = {};
  for (const def of kmsKeys) {
    const value = checked(
      def.contextKey,
      text(node, def.contextKey),
      KEY_ARN_PATTERN,
      'a KMS key ARN (arn:aws:kms:<region>:<account>:key/<id>)',
    );
    if (value !== undefined) existingKeys[def.id] = value;
  }

  return {
    stage,
    production: productionOf(node, stage),
    env: environmentOf(node, processEnv),
    settings,
    alarms: { email, topicArn },
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
    existingSecrets,
    existingTable: existingTableOf(node),
    existingKeys,
    ...(edgeSecret && originDomain ? { edge: { originDomain, originSecret: edgeSecret.secret } } : {}),
  };
}
