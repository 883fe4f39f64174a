/**
 * Every AWS call each function made while the local stack ran: IAM action and resource (named as
 * the IAM conformance test names them: `table`, `table/index/<name>`, `queue:<id>`, `dlq:<id>`,
 * `secret:<id>`), with how often. The test checks each against the function's synthesized policy.
 */
import type { AwsAction } from '#infra/local/functions/protocol.ts';

export interface LoggedCall extends AwsAction {
  count: number;
}

export interface AwsCallLog {
  record(functionId: string, actions: readonly AwsAction[]): void;
  /** Per function id, each distinct action and resource with its count. */
  summary(): Record<string, LoggedCall[]>;
}

export function createAwsCallLog(): AwsCallLog {
  const byFunction = new Map<string, Map<string, LoggedCall>>();
  return {
    record(functionId, actions) {
      let calls = byFunction.get(functionId);
      if (!calls) byFunction.set(functionId, (calls = new Map()));
      for (const { action, resource } of actions) {
        const key = `${action} ${resource}`;
        const seen = calls.get(key);
        if (seen) seen.count++;
        else calls.set(key, { action, resource, count: 1 });
      }
    },
    summary() {
      return Object.fromEntries([...byFunction].map(([id, calls]) => [id, [...calls.values()]]));
    },
  };
}
