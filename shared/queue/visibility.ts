/**
 * How long a received message may be hidden. SQS refuses a ChangeMessageVisibility that would
 * keep a message hidden more than 12 hours after the receive that returned it ("Total
 * VisibilityTimeout for the message is beyond the limit"), however the total is reached. A
 * consumer that wants a longer wait sets what this receive still allows and, when SQS hands the
 * message back, postpones it again for what is left of its due time: the due time lives with the
 * work (a delivery's `next_retry_at`, a custody job's `due_at`), not in the message.
 */

/** SQS's limit on a message's visibility, counted from its receive. */
export const SQS_MAX_VISIBILITY_SECONDS = 43_200;

/**
 * A consumer does not see the receive itself, only its own invocation, which starts a little
 * later (the event source's polling and batching). The minute covers that and clock differences.
 */
export const RECEIVE_MARGIN_SECONDS = 60;

/** The most one receive may use, counted from the invocation start. */
export const MAX_VISIBILITY_PER_RECEIVE_SECONDS = SQS_MAX_VISIBILITY_SECONDS - RECEIVE_MARGIN_SECONDS;

/**
 * The visibility (whole seconds) to set for a wait of `seconds` on a message whose invocation
 * started at `receivedAtMs`: the whole wait, rounded up so the message never returns before it
 * is due, unless less is left of `maxSeconds` since the receive, rounded down; never below 0.
 * A capped wait brings the message back early, and its consumer postpones it again.
 */
export function visibilityFor(
  seconds: number,
  receivedAtMs: number,
  nowMs: number,
  maxSeconds: number = MAX_VISIBILITY_PER_RECEIVE_SECONDS,
): number {
  const left = Math.floor(maxSeconds - Math.max(0, nowMs - receivedAtMs) / 1000);
  return Math.max(0, Math.min(Math.ceil(seconds), left));
}

/** The longest a message whose processing threw waits before it is handed back. */
export const MAX_RETRY_AFTER_THROW_SECONDS = 60;

/**
 * Seconds until a message whose processing threw is handed back, by how many times it has been
 * received (SQS's `ApproximateReceiveCount`, 1 on the first): 1, 2, 4, … up to a minute. A passing
 * fault (a dependency past its deadline) then delays the message seconds, not the queue's
 * visibility timeout (minutes), while one that keeps throwing is retried ever more slowly until
 * the redrive moves it to the dead-letter queue.
 */
export function retryAfterThrowSeconds(receiveCount: number): number {
  const n = Number.isFinite(receiveCount) && receiveCount >= 1 ? Math.floor(receiveCount) : 1;
  return Math.min(MAX_RETRY_AFTER_THROW_SECONDS, 2 ** Math.min(n - 1, 6));
}
