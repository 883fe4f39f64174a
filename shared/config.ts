/**
 * Process configuration, read from the environment once per container and validated.
 * A missing or malformed variable throws at import time, so a misconfigured function
 * fails its cold start loudly instead of failing requests one by one.
 */
import { z } from 'zod';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Only set locally (DynamoDB Local); in AWS the SDK resolves the regional endpoint. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Only set locally (the SQS emulator). */
  SQS_ENDPOINT: z.url().optional(),
  /** Deployment stage; `prod` turns on the production safeguards. */
  STAGE: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/).default('dev'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** The webhook delivery queue and its dead-letter queue (set for the functions that use them). */
  WEBHOOK_QUEUE_URL: z.url().optional(),
  WEBHOOK_DLQ_URL: z.url().optional(),
  /**
   * Seconds to wait before each retry of a failed delivery, comma-separated; one attempt more
   * than there are delays. Tests compress it (for example `1,1,2`).
   */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('5,60,300,1800,7200,21600,43200')
    .transform((s) => s.split(',').map(Number)),
  /** Lets sandbox webhooks target http://localhost and 127.0.0.1 (the local stack sets it). */
  WEBHOOK_ALLOW_LOCALHOST: z.stringbool().default(false),
  /** A webhook whose every delivery has failed for this long is disabled (5 days). */
  WEBHOOK_AUTO_DISABLE_AFTER_SECONDS: z.coerce.number().int().positive().default(5 * 86_400),
  /**
   * Per-key limit on write requests (routes with `access: 'write'`) per one-second window;
   * above it the API answers 429 `rate_limited` with `Retry-After`. Reads are not counted.
   */
  RATE_LIMIT_WRITES_PER_SECOND: z.coerce.number().int().positive().default(50),
});

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
