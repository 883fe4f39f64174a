/**
 * Fault injection for the local stack: a registry of failures that the AWS SDK clients used by
 * the handlers (the shared DynamoDB and SQS clients) raise instead of calling the service, so
 * tests and developers can see how a route or consumer behaves when a dependency throttles,
 * drops the connection or fails. Local only: nothing here exists in the CDK stack.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { InternalServerError, ThrottlingException } from '@aws-sdk/client-dynamodb';
import { RequestThrottled, SQSServiceException } from '@aws-sdk/client-sqs';

export const FAULT_SERVICES = ['dynamodb', 'sqs'] as const;
export const FAULT_ERRORS = ['throttling', 'network', 'internal'] as const;

export interface FaultSpec {
  service: (typeof FAULT_SERVICES)[number];
  /** The API action, `GetItem` or `GetItemCommand` (DocumentClient commands count as theirs: `Get` is `GetItem`). */
  command: string;
  /** How many calls fail; later calls go through. */
  times: number;
  error: (typeof FAULT_ERRORS)[number];
  /**
   * Only calls made while serving a request with header `x-local-faults: <scope>` fail. Without a
   * scope, any call fails, queue and stream consumers' included: parallel tests should scope.
   */
  scope?: string;
}

/** The request header that puts a request's SDK calls into a fault scope. */
export const FAULT_SCOPE_HEADER = 'x-local-faults';

interface PendingFault extends FaultSpec {
  remaining: number;
}

const pending: PendingFault[] = [];
const currentScope = new AsyncLocalStorage<string | undefined>();

/** Adds a fault; it fails the next `times` matching calls. */
export function addFault(spec: FaultSpec): void {
  pending.push({ ...spec, command: spec.command.replace(/Command$/, ''), remaining: spec.times });
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
  return pending.map(({ remaining, ...spec }) => ({ ...spec, times: remaining }));
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
  if (--fault.remaining <= 0) pending.splice(pending.indexOf(fault), 1);
  return fault;
}

/** The error the SDK would surface for this kind of failure (same classes, fault and retry hints). */
export function faultError(fault: Pick<FaultSpec, 'service' | 'command' | 'error'>): Error {
  const message = `Injected ${fault.error} fault on ${fault.service} ${fault.command} (local stack)`;
  const $metadata = { httpStatusCode: fault.error === 'throttling' ? 400 : 500, attempts: 1, totalRetryDelay: 0 };
  if (fault.error === 'network') {
    // What the Node HTTP handler rejects with when a socket drops; no HTTP status at all.
    return Object.assign(new Error(`socket hang up (${message})`), { code: 'ECONNRESET', name: 'Error', $metadata: { attempts: 1 } });
  }
  const throttling = { $retryable: { throttling: true } };
  if (fault.service === 'dynamodb') {
    return fault.error === 'throttling'
      ? Object.assign(new ThrottlingException({ message, $metadata }), throttling)
      : new InternalServerError({ message, $metadata });
  }
  return fault.error === 'throttling'
    ? Object.assign(new RequestThrottled({ message, $metadata }), throttling)
    : new SQSServiceException({ name: 'InternalError', $fault: 'server', message, $metadata });
}

/** The part of an SDK client the middleware needs (a v3 client, or a DocumentClient sharing its stack). */
export interface ClientWithMiddleware {
  middlewareStack: { add: (...args: never[]) => unknown };
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
      if (fault) throw faultError({ service, command, error: fault.error });
      return next(args);
    };
  const add = client.middlewareStack.add as (mw: typeof middleware, options: object) => void;
  add.call(client.middlewareStack, middleware, { step: 'initialize', name: 'localFaultInjection', override: true });
}
