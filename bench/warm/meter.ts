/**
 * An AWS SDK middleware that times every DynamoDB call and asks DynamoDB what it consumed
 * (`ReturnConsumedCapacity: TOTAL`, set on each command's input). Added to a client only in
 * the bench process; the handlers' code is unchanged. It sits first in the `initialize` step,
 * so a call's time covers marshalling, signing, the HTTP round trip and unmarshalling.
 *
 * Only calls made inside `measured(...)` are counted (an AsyncLocalStorage scope): anything else
 * on the same client in the same process (a local stack's stream and queue consumers, fixtures
 * being made) is not the measured invocation's. Work a handler starts and awaits
 * (authentication's last-use write) is inside the scope.
 *
 * `meterService` adds another AWS service's client (SQS: the webhook routes enqueue deliveries):
 * its calls are I/O to an external service just like DynamoDB's, so their time and the CPU used
 * while they are in flight are left out of the overhead the same way, but they are kept apart
 * from the DynamoDB calls (not counted as calls or capacity) and reported as such.
 *
 * A call's window opens before the meter's own bookkeeping (its clock readings are the bench's
 * work, not the route's) and closes after it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

const scope = new AsyncLocalStorage<true>();

/** Runs one measured invocation: the DynamoDB calls it makes (and only those) are metered. */
export function measured<T>(invocation: () => Promise<T>): Promise<T> {
  return scope.run(true, invocation);
}

export interface DynamoCall {
  /** `GetItemCommand`, `TransactWriteItemsCommand`, … */
  command: string;
  kind: 'read' | 'write';
  start: number;
  end: number;
  /** CPU time of this process while the call was in flight (the SDK's own work). */
  cpuMs: number;
  /** Capacity units DynamoDB reported; for a failed conditional write, the 1 unit it still bills. */
  units: number;
  failed: boolean;
}

const METER = 'benchDynamoMeter';
const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;
const TRANSACTIONS = /^Transact/;

/** The part of an SDK client the meter needs (the DocumentClient shares its client's stack). */
interface MeteredClient {
  middlewareStack: {
    add(middleware: unknown, options: { step: 'initialize'; priority: 'high'; name: string }): void;
    remove(name: string): boolean;
  };
}

type Next = (args: { input: Record<string, unknown> }) => Promise<{ output: { ConsumedCapacity?: unknown } }>;

function unitsOf(consumed: unknown): number {
  const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as ConsumedCapacity[];
  return list.reduce((sum, c) => sum + (c.CapacityUnits ?? (c.ReadCapacityUnits ?? 0) + (c.WriteCapacityUnits ?? 0)), 0);
}

/** CPU milliseconds (user + system) since `from`. */
export function cpuSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** A call to another metered service (`meterService`), e.g. SQS `SendMessageBatchCommand`. */
export interface ServiceCall {
  service: string;
  command: string;
  start: number;
  end: number;
  failed: boolean;
}

export interface Meter {
  /** The DynamoDB calls since the last `take()`, and forgets them. */
  take(): DynamoCall[];
  /** The other services' calls since the last `takeServiceCalls()`, and forgets them. */
  takeServiceCalls(): ServiceCall[];
  /** Meters `client`'s calls too, as calls to `service` (see the top of this file). */
  meterService(service: string, client: MeteredClient): void;
  /**
   * CPU milliseconds of this process while at least one metered call was in flight, since the
   * last call of this method. Calls made side by side (Promise.all) are counted once: summing
   * each call's `cpuMs` would count the time they overlap twice or more.
   */
  takeInFlightCpuMs(): number;
  remove(): void;
}

/** Starts metering `client`'s calls. */
export function installMeter(client: MeteredClient): Meter {
  let calls: DynamoCall[] = [];
  let serviceCalls: ServiceCall[] = [];
  let inFlight = 0;
  let inFlightSince: NodeJS.CpuUsage | undefined;
  let inFlightCpuMs = 0;
  const callStarted = () => {
    if (inFlight++ === 0) inFlightSince = process.cpuUsage();
  };
  const callEnded = () => {
    if (--inFlight === 0 && inFlightSince) inFlightCpuMs += cpuSince(inFlightSince);
  };
  const middleware = (next: Next, context: { commandName?: string }) => async (args: { input: Record<string, unknown> }) => {
    if (!scope.getStore()) return next(args);
    const start = performance.now();
    callStarted();
    const cpu0 = process.cpuUsage();
    const command = context.commandName ?? 'unknown';
    const kind = READS.test(command) ? 'read' : 'write';
    args.input.ReturnConsumedCapacity ??= 'TOTAL';
    try {
      const result = await next(args);
      const cpuMs = cpuSince(cpu0);
      let units = unitsOf(result.output.ConsumedCapacity);
      // DynamoDB bills a transaction 2 units per item (per KB written, per 4 KB read); DynamoDB
      // Local reports small transactions lower (2 units for two 1-unit puts), so this is a floor.
      const items = args.input.TransactItems;
      if (TRANSACTIONS.test(command) && Array.isArray(items)) units = Math.max(units, 2 * items.length);
      calls.push({ command, kind, start, end: performance.now(), cpuMs, units, failed: false });
      return result;
    } catch (error) {
      // DynamoDB bills a write whose condition failed (1 unit for a small item) but reports nothing.
      const units = kind === 'write' ? 1 : 0;
      calls.push({ command, kind, start, end: performance.now(), cpuMs: cpuSince(cpu0), units, failed: true });
      throw error;
    } finally {
      callEnded();
    }
  };
  const serviceMiddleware = (service: string) => (next: Next, context: { commandName?: string }) => async (args: { input: Record<string, unknown> }) => {
    if (!scope.getStore()) return next(args);
    const start = performance.now();
    callStarted();
    const command = context.commandName ?? 'unknown';
    try {
      const result = await next(args);
      serviceCalls.push({ service, command, start, end: performance.now(), failed: false });
      return result;
    } catch (error) {
      serviceCalls.push({ service, command, start, end: performance.now(), failed: true });
      throw error;
    } finally {
      callEnded();
    }
  };
  const metered: MeteredClient[] = [client];
  client.middlewareStack.add(middleware, { step: 'initialize', priority: 'high', name: METER });
  return {
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    takeServiceCalls: () => {
      const taken = serviceCalls;
      serviceCalls = [];
      return taken;
    },
    meterService: (service, other) => {
      other.middlewareStack.add(serviceMiddleware(service), { step: 'initialize', priority: 'high', name: METER });
      metered.push(other);
    },
    takeInFlightCpuMs: () => {
      const taken = inFlightCpuMs;
      inFlightCpuMs = 0;
      return taken;
    },
    remove: () => {
      for (const c of metered) c.middlewareStack.remove(METER);
    },
  };
}
