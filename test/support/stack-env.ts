/**
 * The test stack's own settings (test/support/global-setup.ts starts it with them). A module of
 * its own so a test can read a timing without importing the set-up's stack code.
 */
/** Short sandbox ramp timings so lifecycle tests finish in seconds (docs/ramp.md, Sandbox). */
export const TEST_STACK_ENV = {
  RAMP_SANDBOX_STEP_MS: '400',
  // Long enough that a request on a waiting payment (cancel, advance, a faulted attempt) ends
  // before the scheduled step expires it; tests that wait for the expiry wait PAST_FUNDING_DEADLINE_MS.
  RAMP_SANDBOX_FUNDING_WINDOW_MS: '5000',
  // Live custody on the local chain: the deposit watcher every second, a pending withdrawal
  // replaced after a few seconds (docs/live-custody.md).
  LOCAL_SCHEDULE_SECONDS: '1',
  LOCAL_CHAIN_STUCK_AFTER_SECONDS: '4',
  // A live on-ramp the partner reported succeeded raises its alarm this long after with no deposit.
  LOCAL_CHAIN_DELIVERY_WAIT_SECONDS: '8',
  // Every test calls from one address (127.0.0.1) and many send bad keys on purpose (the fuzzer
  // hundreds a minute per route): the per-address limit would answer them 429 instead of the 401
  // they test. It is tested under its own lowered setting (test/reliability/fair-use.test.ts).
  AUTH_FAILURES_PER_SOURCE_PER_MINUTE: '1000000',
};

/** A wait that ends after the test stack's sandbox funding deadline of a payment created just before it. */
export const PAST_FUNDING_DEADLINE_MS = Number(TEST_STACK_ENV.RAMP_SANDBOX_FUNDING_WINDOW_MS) + 500;
