/**
 * Environment variable names through which functions learn queue URLs. Shared by the CDK stack
 * and the local stack (so: no CDK imports here), which must agree on them.
 */
import type { QueueDef } from '#shared/queues.ts';

/**
 * The variable holding a queue's dead-letter queue URL: `urlEnv` with `_QUEUE_URL` (or `_URL`)
 * replaced by `_DLQ_URL`, so `WEBHOOK_QUEUE_URL` gives `WEBHOOK_DLQ_URL`. A consumer that moves
 * a message to the DLQ itself (after its own last attempt) reads it.
 */
export function dlqUrlEnv(def: Pick<QueueDef, 'urlEnv'>): string {
  if (!/_URL$/.test(def.urlEnv)) throw new Error(`Queue URL variable ${def.urlEnv} must end with _URL`);
  return def.urlEnv.replace(/(_QUEUE)?_URL$/, '_DLQ_URL');
}
