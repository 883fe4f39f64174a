/**
 * Fault injection for the local stack: a registry of failures that the functions' AWS SDK
 * clients raise instead of calling the service (each function's worker asks the function host
 * before every call, infra/local/functions/), so tests and developers can see how a route or
 * consumer behaves when a dependency throttles, drops the connection or fails. Local only:
 * nothing here exists in the CDK stack.
 */
import { FAULT_ERRORS, FAULT_KINDS, faultError } from '#infra/local/fault-errors.ts';

export { FAULT_ERRORS, FAULT_KINDS, faultError };
export const FAULT_SERVICES = ['dynamodb', 'sqs', 'kms', 'secretsmanager'] as const;

export interface FaultSpec {
  service: (typeof FAULT_SERVICES)[number];
  /** The API action, `GetItem` or `GetItemCommand` (DocumentClient commands count as theirs: `Get` is `GetItem`). */
  command: string;
  /** How many calls fail; later calls go through. */
  times: number;
  /** How many matching calls to let through first (0 = fail the very next one): fails the n+1-th call. */
  skip?: number;
  error: (typeof FAULT_KINDS)[number];
  /**
   * Only calls made while serving a request with header `x-local-faults: <scope>` fail. Without a
   * scope, any call fails, queue and stream consumers' included: parallel tests should scope.
   */
  scope?: string;
}

/**
 * The scope the local queue and stream consumers run in, so a fault can hit only them (and not
 * the API requests a test makes meanwhile). Unscoped faults still hit them too.
 */
export const CONSUMER_FAULT_SCOPE = 'consumers';

/** The request header that puts a request's SDK calls into a fault scope. */
export const FAULT_SCOPE_HEADER = 'x-local-faults';

interface PendingFault extends FaultSpec {
  remaining: number;
  toSkip: number;
}

const pending: PendingFault[] = [];

/** Adds a fault; it fails the next `times` matching calls. */
export function addFault(spec: FaultSpec): void {
  pending.push({ ...spec, command: spec.command.replace(/Command$/, ''), remaining: spec.times, toSkip: spec.skip ?? 0 });
}

/** Removes every fault, or those of one scope; returns how many were still pending. */
export function clearFaults(scope?: string): number {
  let removed = 0;
  for (let i = pending.length - 1; i >= 0; i--) {
    if (scope === undefined || pending[i]!.scope === scope) {
      pending.splice(i, 1);
      removed++;
    }
  }
  return removed;
}

/** The faults not used up yet. */
export function listFaults(): FaultSpec[] {
  return pending.map(({ remaining, toSkip, ...spec }) => ({ ...spec, times: remaining, ...(toSkip > 0 ? { skip: toSkip } : {}) }));
}

/**
 * Takes one use of the first fault matching a call of `command` on `service` made in `scope`
 * (a request's `x-local-faults`, the consumers' scope, or none), if any.
 */
export function takeFault(service: FaultSpec['service'], command: string, scope: string | undefined): PendingFault | undefined {
  const fault = pending.find((f) => f.service === service && f.command === command && (f.scope === undefined || f.scope === scope));
  if (!fault) return undefined;
  if (fault.toSkip > 0) {
    fault.toSkip--;
    return undefined;
  }
  if (--fault.remaining <= 0) pending.splice(pending.indexOf(fault), 1);
  return fault;
}
