/**
 * The environment variables of the service, one export each: how its text is checked (by zod, as
 * text only) and read into its value. Only string checks, on purpose: the first use of each kind
 * of zod schema is what costs at a cold start (a URL, a coerced number, a default, a pipe each run
 * zod code no route needs; docs/performance.md).
 *
 * Each definition is its own pure export, so a function's bundle keeps only the definitions of the
 * variables its code reads (`shared/config.ts`), and builds only those at its cold start.
 */
import * as z from 'zod/mini';
import { DEFAULT_REQUEST_TIMEOUT_MS, MAX_REQUEST_TIMEOUT_MS } from '#shared/aws/request-handler.ts';
import { MAX_VISIBILITY_PER_RECEIVE_SECONDS } from '#shared/queue/visibility.ts';

/** One environment variable: the check of its text, and its value once checked. */
export interface Variable<T> {
  check: z.ZodMiniType<string | undefined>;
  read: (text: string | undefined) => T;
}

/**
 * No upper bound. A literal, not `Number.MAX_SAFE_INTEGER`: esbuild keeps a pure call whose
 * argument reads a property, so a definition naming it would stay in every bundle.
 */
const UNBOUNDED = 9_007_199_254_740_991;

const nonEmpty = () => z.string().check(z.minLength(1, 'Must not be empty.'));

function required(): Variable<string> {
  return { check: nonEmpty(), read: (text) => text ?? '' };
}

function optional(): Variable<string | undefined> {
  return { check: z.optional(nonEmpty()), read: (text) => text };
}

/** Text (matching `pattern` when given), or `fallback` when unset. */
function text(fallback: string, pattern?: RegExp): Variable<string> {
  const check = pattern ? z.string().check(z.regex(pattern, `Must match ${pattern}.`)) : nonEmpty();
  return { check: z.optional(check), read: (t) => t ?? fallback };
}

/** An absolute URL, or unset. */
function url(): Variable<string | undefined> {
  return { check: z.optional(z.string().check(z.refine((t) => URL.canParse(t), 'Must be an absolute URL.'))), read: (t) => t };
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
function integer(min: number, max: number, fallback: number): Variable<number> {
  const check = z.string().check(
    z.regex(/^\d{1,15}$/, 'Must be a whole number.'),
    z.refine((t) => Number(t) >= min && Number(t) <= max, `Must be from ${min} to ${max}.`),
  );
  return { check: z.optional(check), read: (t) => (t === undefined ? fallback : Number(t)) };
}

/** One of `values`, or `fallback` when unset. */
function choice<const T extends string>(values: readonly T[], fallback: T): Variable<T> {
  const message = `Must be one of: ${values.join(', ')}.`;
  return {
    check: z.optional(z.string().check(z.refine((t) => values.includes(t as T), message))),
    read: (t) => (t as T | undefined) ?? fallback,
  };
}

// zod's `stringbool` words, any case.
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const FALSE_WORDS = ['false', '0', 'no', 'off', 'n', 'disabled'];

/** A yes or no (`true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`), or `fallback` when unset. */
function flag(fallback: boolean): Variable<boolean> {
  const known = (t: string) => TRUE_WORDS.includes(t.toLowerCase()) || FALSE_WORDS.includes(t.toLowerCase());
  return {
    check: z.optional(z.string().check(z.refine(known, 'Must be true or false.'))),
    read: (t) => (t === undefined ? fallback : TRUE_WORDS.includes(t.toLowerCase())),
  };
}

/** Comma-separated whole numbers, or `fallback` when unset. */
function numbers(fallback: string): Variable<number[]> {
  const check = z.string().check(z.regex(/^\d+(,\d+)*$/, 'Must be whole numbers separated by commas.'));
  return { check: z.optional(check), read: (t) => (t ?? fallback).split(',').map(Number) };
}

export const TABLE_NAME = /* @__PURE__ */ required();
export const AWS_REGION = /* @__PURE__ */ text('us-east-1');
/** Only set locally (DynamoDB Local); in AWS the SDK resolves the regional endpoint. */
export const DYNAMODB_ENDPOINT = /* @__PURE__ */ url();
/** Only set locally (the SQS emulator). */
export const SQS_ENDPOINT = /* @__PURE__ */ url();
/** Only set locally: the local stack's stand-ins for KMS and Secrets Manager (infra/local/functions/aws-standins.ts). */
export const KMS_ENDPOINT = /* @__PURE__ */ url();
export const SECRETS_MANAGER_ENDPOINT = /* @__PURE__ */ url();
/**
 * Milliseconds one attempt of a DynamoDB or SQS call may take before the SDK abandons and
 * retries it; the bound keeps every attempt inside an API function's timeout
 * (shared/aws/request-handler.ts).
 */
export const SDK_REQUEST_TIMEOUT_MS = /* @__PURE__ */ integer(100, MAX_REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS);
/**
 * Deployment stage: custody keys are tagged with it, and a function may use only its own
 * stage's keys (the production safeguards follow the CDK's `-c production`, not this name).
 */
export const STAGE = /* @__PURE__ */ text('dev', /^[a-z][a-z0-9-]{0,19}$/);
export const LOG_LEVEL = /* @__PURE__ */ choice(['debug', 'info', 'warn', 'error', 'silent'], 'info');
/** The webhook delivery queue and its dead-letter queue (set for the functions that use them). */
export const WEBHOOK_QUEUE_URL = /* @__PURE__ */ url();
export const WEBHOOK_DLQ_URL = /* @__PURE__ */ url();
/** Deliveries put back for want of a lease or while their webhook is parked (docs/webhooks.md, Fair delivery). */
export const WEBHOOK_PUT_BACK_QUEUE_URL = /* @__PURE__ */ url();
/**
 * Seconds to wait before each retry of a failed delivery, comma-separated; one attempt more
 * than there are delays. Tests compress it (for example `1,1,2`).
 */
export const WEBHOOK_RETRY_SCHEDULE = /* @__PURE__ */ numbers('5,60,300,1800,7200,21600,43200');
/**
 * The longest one receive hides a delivery message, counted from the dispatcher's invocation:
 * SQS's 12 hours less a minute (shared/queue/visibility.ts), also the highest allowed. A longer
 * wait is carried over further receives. A test and tuning knob: tests shorten it to a few
 * seconds to see a wait carried without waiting 12 hours.
 */
export const WEBHOOK_MAX_VISIBILITY_SECONDS = /* @__PURE__ */ integer(
  1,
  MAX_VISIBILITY_PER_RECEIVE_SECONDS,
  MAX_VISIBILITY_PER_RECEIVE_SECONDS,
);
/** Lets sandbox webhooks target http://localhost and 127.0.0.1 (the local stack sets it). */
export const WEBHOOK_ALLOW_LOCALHOST = /* @__PURE__ */ flag(false);
/** A webhook whose every delivery has failed for this long is disabled (5 days). */
export const WEBHOOK_AUTO_DISABLE_AFTER_SECONDS = /* @__PURE__ */ integer(1, UNBOUNDED, 432_000); // 5 days
/**
 * Fair share of the dispatcher (docs/webhooks.md, Fair delivery): at most this many deliveries
 * in flight to one webhook, and to all webhooks of one workspace and environment; a delivery
 * over either cap is put back for a few seconds instead of holding a dispatcher slot.
 */
export const WEBHOOK_MAX_IN_FLIGHT_PER_WEBHOOK = /* @__PURE__ */ integer(1, 100, 5);
export const WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE = /* @__PURE__ */ integer(1, 1000, 10);
/**
 * New deliveries of one workspace and environment the fan-out puts on the delivery queue in one
 * clock second; the rest of a burst waits on the put-back queue, spread over the following
 * seconds at this pace, so another tenant's delivery waits behind at most about a second of this
 * one's (docs/webhooks.md, Fair delivery).
 */
export const WEBHOOK_ADMISSIONS_PER_SECOND = /* @__PURE__ */ integer(1, 100_000, 50);
/** Milliseconds to open the receiver's connection (TCP and TLS), inside the contract's 10 s. */
export const WEBHOOK_CONNECT_TIMEOUT_MS = /* @__PURE__ */ integer(100, 10_000, 3000);
/** Milliseconds the receiver has to answer in all (the contract's 10 s; tests and benches shorten it). */
export const WEBHOOK_RESPONSE_TIMEOUT_MS = /* @__PURE__ */ integer(100, 10_000, 10_000);
/** A webhook is parked after this many failed attempts in a row (the circuit breaker). */
export const WEBHOOK_PARK_AFTER_FAILURES = /* @__PURE__ */ integer(1, 1000, 5);
/** Seconds a parked webhook waits before a probe; doubled after each failed probe, up to an hour. */
export const WEBHOOK_PARK_SECONDS = /* @__PURE__ */ integer(1, 3600, 60);
/**
 * Destination ports allowed besides 443 and 80, comma-separated ports or ranges
 * (`8443,9000-9100`); none by default. The local stack allows its receivers' (1024-65535).
 */
export const WEBHOOK_EXTRA_PORTS = /* @__PURE__ */ text('', /^$|^\d{1,5}(-\d{1,5})?(,\d{1,5}(-\d{1,5})?)*$/);
/**
 * SHA-256 digests (hex, comma-separated: the current secret's, and the previous one's during a
 * rotation) of the secret the optional public edge sends in its origin header; set, the API
 * refuses requests without it (docs/infrastructure.md, Public edge). The CDK sets it from the
 * secret when the stage is deployed with the edge; the secret itself is in no function.
 */
export const EDGE_ORIGIN_DIGESTS = /* @__PURE__ */ text('', /^$|^[0-9a-f]{64}(,[0-9a-f]{64})*$/);
/** The custody settlement queue (custody jobs wait out their delay there) and its DLQ. */
export const CUSTODY_SETTLEMENT_QUEUE_URL = /* @__PURE__ */ url();
/** The live custody queue: live withdrawals to sign, send and track (set for the functions that use it). */
export const LIVE_CUSTODY_QUEUE_URL = /* @__PURE__ */ url();
export const CUSTODY_SETTLEMENT_DLQ_URL = /* @__PURE__ */ url();
/**
 * Seconds between the sandbox custody simulator's steps: a deposit confirms, and a released
 * withdrawal is broadcast and then settles, each this long after the previous step (0–900,
 * SQS's longest delay). Tests use 1.
 */
export const SANDBOX_SETTLEMENT_DELAY_SECONDS = /* @__PURE__ */ integer(0, 900, 5);
/** Backing of the beta provider and quote routes (docs/ramp.md): in-process `mock` or partner-backed `hybrid`. */
export const PROVIDER_NETWORK_MODE = /* @__PURE__ */ choice(['mock', 'hybrid'], 'mock');
/** The upstream partner interface (docs/ramp.md); required in hybrid mode and for live identity lookups. */
export const PARTNER_BASE_URL = /* @__PURE__ */ url();
/** The Secrets Manager secret holding the partner's API key (`shared/secrets.ts`); set for the functions that declare it. */
export const PARTNER_API_KEY_SECRET_ARN = /* @__PURE__ */ optional();
/** The Secrets Manager secret the partner signs its callbacks with (`shared/secrets.ts`); set for the function that declares it. */
export const PARTNER_CALLBACK_SECRET_ARN = /* @__PURE__ */ optional();
/**
 * How far a signed partner callback's timestamp may be from now, either way, in seconds:
 * older ones are refused as replays, later ones as forged or from a badly wrong clock.
 */
export const PARTNER_CALLBACK_TOLERANCE_SECONDS = /* @__PURE__ */ integer(1, 3600, 300);
/**
 * Live custody (docs/live-custody.md): the EVM networks on which live wallets hold keys in AWS
 * KMS, comma-separated (`ethereum,base`), each reached as the live-chains secret says; empty
 * (the default) leaves live custody off, and live answers 503 `custody_unavailable`.
 */
export const LIVE_CUSTODY_NETWORKS = /* @__PURE__ */ text('');
/** The Secrets Manager secret of the live chains (`shared/secrets.ts`); set for the functions that declare it. */
export const LIVE_CHAINS_SECRET_ARN = /* @__PURE__ */ optional();
/**
 * The execution roles that may sign with the custody keys this function creates, comma-separated
 * IAM role ARNs; each key's policy names them (set for the functions that create custody keys).
 */
export const CUSTODY_SIGNER_ROLE_ARNS = /* @__PURE__ */ optional();
/** The KMS key that wraps the data keys of webhook signing secrets (`shared/kms-keys.ts`); set for the functions that declare it. */
export const WEBHOOK_SECRETS_KEY_ARN = /* @__PURE__ */ optional();
/** How long a secret's value is reused per container before it is read again (a rotation takes effect within this). */
export const SECRET_CACHE_TTL_SECONDS = /* @__PURE__ */ integer(0, 3600, 300);
/** Per-attempt timeout of a partner call, and how many times a failed call is retried. */
export const PARTNER_TIMEOUT_MS = /* @__PURE__ */ integer(50, 5000, 2000);
export const PARTNER_RETRIES = /* @__PURE__ */ integer(0, 3, 1);
/** How long the partner's provider inventory is reused per container. */
export const PARTNER_CACHE_TTL_MS = /* @__PURE__ */ integer(0, 600_000, 30_000);
/** Sandbox ramp payments advance one state per step (docs/ramp.md, Sandbox). */
export const RAMP_SANDBOX_STEP_MS = /* @__PURE__ */ integer(100, 3_600_000, 2000);
/** An unfunded payment expires after this long: in sandbox, and in live. */
export const RAMP_SANDBOX_FUNDING_WINDOW_MS = /* @__PURE__ */ integer(100, 86_400_000, 60_000);
export const RAMP_FUNDING_WINDOW_SECONDS = /* @__PURE__ */ integer(60, 604_800, 1800); // up to 7 days
/** A quote request (and its quotes) can be executed for this long. */
export const QUOTE_REQUEST_TTL_SECONDS = /* @__PURE__ */ integer(5, 86_400, 900);
/**
 * Per-key limit on write requests (authenticated non-GET routes) per one-second window;
 * above it the API answers 429 `rate_limited` with `Retry-After`. Reads are counted apart.
 */
export const RATE_LIMIT_WRITES_PER_SECOND = /* @__PURE__ */ integer(1, UNBOUNDED, 100);
/**
 * Per-workspace limit on the same writes, whichever of its keys sends them, so the per-key
 * limit does not multiply with the number of keys (shared/db/rate-limits.ts).
 */
export const RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND = /* @__PURE__ */ integer(1, UNBOUNDED, 500);
/** Per-key and per-workspace limits on read requests (authenticated GETs) per one-second window. */
export const RATE_LIMIT_READS_PER_SECOND = /* @__PURE__ */ integer(1, UNBOUNDED, 200);
export const RATE_LIMIT_WORKSPACE_READS_PER_SECOND = /* @__PURE__ */ integer(1, UNBOUNDED, 1000);
/**
 * Requests from one source address refused as unauthenticated, per function container and
 * minute, before that container refuses the address outright (shared/http/middlewares/source-limit.ts).
 */
export const AUTH_FAILURES_PER_SOURCE_PER_MINUTE = /* @__PURE__ */ integer(1, UNBOUNDED, 60);
/**
 * The WebAuthn relying party (docs/members.md, Passkeys): its id, the host the console is served
 * from (a domain, never an IP address: WebAuthn refuses those), and the origins a passkey
 * ceremony may come from, comma-separated. In AWS the console's domain (the CDK derives both
 * from `-c domainName` unless set); locally `localhost` and the stack's own origin.
 */
export const WEBAUTHN_RP_ID = /* @__PURE__ */ text('localhost');
export const WEBAUTHN_ORIGINS = /* @__PURE__ */ text('http://localhost:3000');
/** Identity lookups per workspace (both environments together) per clock minute and per UTC day. */
export const IDENTITY_LOOKUPS_PER_MINUTE = /* @__PURE__ */ integer(1, UNBOUNDED, 60);
export const IDENTITY_LOOKUPS_PER_DAY = /* @__PURE__ */ integer(1, UNBOUNDED, 2000);
