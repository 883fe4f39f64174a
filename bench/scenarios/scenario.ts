/** What a scenario is, and the helper scenarios share (kept apart from bench/scenarios.ts, which assembles them). */
import type { BenchContext } from '#bench/context.ts';
import type { RequestParts } from '#bench/request.ts';

/** Builds one request; called for every invocation, so writes can use fresh ids and fresh resources. */
export type Scenario = (ctx: BenchContext) => RequestParts | Promise<RequestParts>;

/** Sends the request with another key than the main workspace's (a scratch workspace's, an approver's). */
export function asHolderOf(token: string): Pick<RequestParts, 'headers'> {
  return { headers: { authorization: `Bearer ${token}` } };
}
