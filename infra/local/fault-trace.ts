/**
 * The SDK calls made while serving requests in a fault scope, in order: which service and
 * action, and which fault (if any) failed the call. A test first sends a request with a fresh
 * scope to learn what the route calls, then fails each of those calls in turn. Bounded, since
 * the local stack may run for days: only the latest scopes, and each one's latest calls, are kept.
 */
export interface TracedCall {
  service: string;
  command: string;
  /** The injected fault kind that failed this call, or null when it went through. */
  failed: string | null;
  /**
   * On a DynamoDB GetItem, Query or Scan: whether it asked for a strongly consistent read
   * (`ConsistentRead: true`). DynamoDB Local answers every read consistently, so this is what
   * shows which kind a handler asked for. Absent on other calls.
   */
  consistentRead?: boolean;
}

const MAX_SCOPES = 500;
const MAX_CALLS_PER_SCOPE = 200;
const traces = new Map<string, TracedCall[]>();

/** Records one call made in `scope`; calls outside any scope are not traced. */
export function recordCall(scope: string | undefined, call: TracedCall): void {
  if (scope === undefined) return;
  let calls = traces.get(scope);
  if (!calls) {
    if (traces.size >= MAX_SCOPES) traces.delete(traces.keys().next().value as string);
    calls = [];
    traces.set(scope, calls);
  }
  // The latest calls are the interesting ones (a long-lived scope such as `consumers` keeps going).
  calls.push(call);
  if (calls.length > MAX_CALLS_PER_SCOPE) calls.shift();
}

/** The calls made in `scope` so far, oldest first. */
export function callsIn(scope: string): TracedCall[] {
  return [...(traces.get(scope) ?? [])];
}

/** Forgets the calls of one scope, or of every scope. */
export function clearTrace(scope?: string): void {
  if (scope === undefined) traces.clear();
  else traces.delete(scope);
}
