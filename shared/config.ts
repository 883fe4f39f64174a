/**
 * Process configuration, read from the environment once per container and validated.
 * A missing or malformed variable throws at import time, so a misconfigured function
 * fails its cold start loudly instead of failing requests one by one.
 */
import * as z from 'zod';

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
