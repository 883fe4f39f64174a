/**
 * Fault injection for the local stack: a registry of failures that the AWS SDK clients used by
 * the handlers (the shared DynamoDB and SQS clients) raise instead of calling the service, so
 * tests and developers can see how a route or consumer behaves when a dependency throttles,
 * drops the connection or fails. Local only: nothing here exists in the CDK stack.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { FAULT_ERRORS, faultError } from '#infra/local/fault-errors.ts';
import { recordCall } from '#infra/local/fault-trace.ts';

export { FAULT_ERRORS, faultError };
export const FAULT_SERVICES = ['dynamodb', 'sqs'] as const;

export interface FaultSpec {
  service: (typeof FAULT_SERVICES)[number];
  /** The API action, `GetItem` or `GetItemCommand` (DocumentClient commands count as theirs: `Get` is `GetItem`). */
  command: string;
  /** How many calls fail; later calls go through. */
  times: number;
  /** How many matching calls to let through first (0 = fail the very next one): fails the n+1-th call. */
  skip?: number;
  error: (typeof FAULT_ERRORS)[number];
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
const currentScope = new AsyncLocalStorage<string | undefined>();

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

/** Runs `work` (one function invocation) in the fault scope a request asked for, if any. */
export function runInFaultScope<T>(scope: string | undefined, work: () => T): T {
  return currentScope.run(scope, work);
}

/** Takes one use of the first fault matching this call, if any. */
function takeFault(service: FaultSpec['service'], command: string): PendingFault | undefined {
  const scope = currentScope.getStore();
  const fault = pending.find((f) => f.service === service && f.command === command && (f.scope === undefined || f.scope === scope));
  if (!fault) return undefined;
  if (fault.toSkip > 0) {
    fault.toSkip--;
    return undefined;
  }
  if (--fault.remaining <= 0) pending.splice(pending.indexOf(fault), 1);
  return fault;
}

/** The part of an SDK client the middleware needs (a v3 client, or a DocumentClient sharing its stack). */
export interface ClientWithMiddleware {
  middlewareStack: { add: (...args: never[]) => unknown };
}

/** Calls whose input has a top-level `ConsistentRead`: the trace records which kind each asked for. */
const SINGLE_READS = new Set(['GetItem', 'Query', 'Scan']);

function readConsistency(service: FaultSpec['service'], command: string, args: unknown): { consistentRead?: boolean } {
  if (service !== 'dynamodb' || !SINGLE_READS.has(command)) return {};
  return { consistentRead: (args as { input?: { ConsistentRead?: boolean } }).input?.ConsistentRead === true };
}

/**
 * Adds the fault middleware to a client. It runs at the `initialize` step, before the SDK's
 * retry middleware, so one injected fault is one failed `send()`: the handler sees the error
 * as it would after the SDK had given up retrying a real one.
 */
export function installFaults(client: ClientWithMiddleware, service: FaultSpec['service']): void {
  const middleware =
    (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) =>
    async (args: unknown): Promise<unknown> => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const fault = takeFault(service, command);
      recordCall(currentScope.getStore(), { service, command, failed: fault?.error ?? null, ...readConsistency(service, command, args) });
      if (fault) throw faultError({ service, command, error: fault.error }, args);
      return next(args);
    };
  const add = client.middlewareStack.add as (mw: typeof middleware, options: object) => void;
  add.call(client.middlewareStack, middleware, { step: 'initialize', name: 'localFaultInjection', override: true });
}
