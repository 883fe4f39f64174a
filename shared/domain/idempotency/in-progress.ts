/**
 * The one answer to a repeat of a request whose first attempt still holds its idempotency key,
 * or whose claim another attempt took over: 409 `idempotency_key_in_progress`, with the
 * retry hint (`Retry-After`) docs/api.md promises. Apart from `idempotency.ts` so a route that only needs the
 * answer does not carry the claim logic.
 */
import { ApiError } from '#shared/model/errors.ts';

export function keyInProgress(): ApiError {
  return new ApiError('idempotency_key_in_progress', 'A request with this idempotency_key is still being processed; retry shortly.', {
    retryAfterSeconds: 1,
  });
}
