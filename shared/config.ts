/**
 * Process configuration, read from the environment once per container and validated.
 * A missing or malformed variable throws at import time, so a misconfigured function
 * fails its cold start loudly instead of failing requests one by one.
 */
import * as z from 'zod/mini';
import '#shared/schemas/locale.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, MAX_REQUEST_TIMEOUT_MS } from '#shared/aws/request-handler.ts';

const configSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /** Only set locally (DynamoDB Local); in AWS the SDK resolves the regional endpoint. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** Only set locally (the SQS emulator). */
  SQS_ENDPOINT: z.optional(z.url()),
  /**
   * Milliseconds one attempt of a DynamoDB or SQS call may take before the SDK abandons and
   * retries it; the bound keeps every attempt inside an API function's timeout
   * (shared/aws/request-handler.ts).
   */
  SDK_REQUEST_TIMEOUT_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(100), z.lte(MAX_REQUEST_TIMEOUT_MS)),
    DEFAULT_REQUEST_TIMEOUT_MS,
  ),
  /** Deployment stage; `prod` turns on the production safeguards. */
  STAGE: z._default(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,19}$/)), 'dev'),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** The webhook delivery queue and its dead-letter queue (set for the functions that use them). */
  WEBHOOK_QUEUE_URL: z.optional(z.url()),
  WEBHOOK_DLQ_URL: z.optional(z.url()),
  /**
   * Seconds to wait before each retry of a failed delivery, comma-separated; one attempt more
   * than there are delays. Tests compress it (for example `1,1,2`).
   */
  WEBHOOK_RETRY_SCHEDULE: z.pipe(
    z._default(z.string().check(z.regex(/^\d+(,\d+)*$/)), '5,60,300,1800,7200,21600,43200'),
    z.transform((s) => s.split(',').map(Number)),
  ),
  /** Lets sandbox webhooks target http://localhost and 127.0.0.1 (the local stack sets it). */
  WEBHOOK_ALLOW_LOCALHOST: z._default(z.stringbool(), false),
  /** A webhook whose every delivery has failed for this long is disabled (5 days). */
  WEBHOOK_AUTO_DISABLE_AFTER_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 5 * 86_400),
  /** The custody settlement queue (custody jobs wait out their delay there) and its DLQ. */
  CUSTODY_SETTLEMENT_QUEUE_URL: z.optional(z.url()),
  CUSTODY_SETTLEMENT_DLQ_URL: z.optional(z.url()),
  /**
   * Seconds between the sandbox custody simulator's steps: a deposit confirms, and a released
   * withdrawal is broadcast and then settles, each this long after the previous step (0–900,
   * SQS's longest delay). Tests use 1.
   */
  SANDBOX_SETTLEMENT_DELAY_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(900)), 5),
  /** Backing of the beta provider and quote routes (docs/ramp.md): in-process `mock` or partner-backed `hybrid`. */
  PROVIDER_NETWORK_MODE: z._default(z.enum(['mock', 'hybrid']), 'mock'),
  /** The upstream partner interface (docs/ramp.md); required in hybrid mode and for live identity lookups. */
  PARTNER_BASE_URL: z.optional(z.url()),
  PARTNER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Per-attempt timeout of a partner call, and how many times a failed call is retried. */
  PARTNER_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(50), z.lte(5000)), 2000),
  PARTNER_RETRIES: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3)), 1),
  /** How long the partner's provider inventory is reused per container. */
  PARTNER_CACHE_TTL_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(600_000)), 30_000),
  /** Sandbox ramp payments advance one state per step (docs/ramp.md, Sandbox). */
  RAMP_SANDBOX_STEP_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(3_600_000)), 2000),
  /** An unfunded payment expires after this long: in sandbox, and in live. */
  RAMP_SANDBOX_FUNDING_WINDOW_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(86_400_000)), 60_000),
  RAMP_FUNDING_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(60), z.lte(7 * 86_400)), 1800),
  /** A quote request (and its quotes) can be executed for this long. */
  QUOTE_REQUEST_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(86_400)), 900),
  /**
   * Per-key limit on write requests (authenticated non-GET routes) per one-second window;
   * above it the API answers 429 `rate_limited` with `Retry-After`. Reads are not counted.
   */
  RATE_LIMIT_WRITES_PER_SECOND: z._default(z.coerce.number().check(z.int(), z.gte(1)), 100),
}).check(z.refine((c) => c.PROVIDER_NETWORK_MODE !== 'hybrid' || c.PARTNER_BASE_URL !== undefined, {
  path: ['PARTNER_BASE_URL'],
  message: 'required when PROVIDER_NETWORK_MODE is hybrid',
}));

export type Config = z.infer<typeof configSchema>;

function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The validated configuration of this process. */
export const config: Config = loadConfig(process.env);
