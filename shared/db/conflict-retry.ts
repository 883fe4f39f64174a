/**
 * Retries a transaction that DynamoDB cancelled because another transaction was touching the
 * same item at that moment (`TransactionConflict`). That is contention, not a verdict: the
 * request deserves another try, not an error. Condition failures are verdicts and pass through.
 */
import { isTransactionConflict } from '#shared/db/errors.ts';
import { ApiError } from '#shared/model/errors.ts';

const MAX_TRIES = 8;

/**
 * Runs `attempt` until it does not lose a race, with jittered backoff; 503 if it keeps losing.
 * `maxTries` is for transactions on an item every request of a kind touches (a counter under a
 * cap), where losing several races in a row is expected under a burst.
 */
export async function withConflictRetry<T>(attempt: () => Promise<T>, options: { maxTries?: number } = {}): Promise<T> {
  const maxTries = options.maxTries ?? MAX_TRIES;
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (tryNumber >= maxTries) {
        throw new ApiError('service_unavailable', 'The resource is busy; retry the request.', { retryAfterSeconds: 1, cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** Math.min(tryNumber, 5)));
    }
  }
}
