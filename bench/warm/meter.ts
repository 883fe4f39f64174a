/**
 * Times every DynamoDB call and asks DynamoDB what it consumed (`ReturnConsumedCapacity: TOTAL`,
 * set on each command's input). Installed on a client only in the bench process; the handlers'
 * code is unchanged. A call is timed from `client.send(command)` until its promise settles, so
 * its time covers all of the SDK's work for it: building the command's middleware stack (the
 * DocumentClient's marshalling middlewares included), marshalling, signing, the HTTP round trip
 * and unmarshalling. An SDK middleware, first in the `initialize` step, tells the call's
 * command (`GetItemCommand`, … as DynamoDB names it) and reads the capacity it consumed.
 *
 * The middleware used to open the window itself, so the SDK's per-call setup before the
 * `initialize` step (a few microseconds per DocumentClient call, more right after an I/O wait)
 * was counted as the route's overhead: docs/performance.md, section 3.
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
import { itemUnits, type ItemUnits } from '#bench/ceiling/partitions.ts';

const scope = new AsyncLocalStorage<true>();
/** The call a wrapped `send` is making, for the middleware to fill in. */
const sending = new AsyncLocalStorage<DynamoCall | ServiceCall>();

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
  /** The items the call named and the units that landed on each (bench/ceiling/partitions.ts). */
  items: ItemUnits[];
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
  send(...args: never[]): unknown;
}

type Send = (this: unknown, ...args: unknown[]) => unknown;

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
  /** Times every call `target.send` makes inside a measured invocation; `record` keeps the finished call. */
  const wrapSend = (target: MeteredClient, newCall: () => DynamoCall | ServiceCall, record: (call: DynamoCall | ServiceCall) => void) => {
    const holder = target as unknown as { send: Send };
    const original = holder.send;
    const own = Object.hasOwn(target, 'send');
    holder.send = function (this: unknown, ...args: unknown[]) {
      if (!scope.getStore()) return original.apply(this, args);
      const start = performance.now();
      callStarted();
      const cpu0 = process.cpuUsage();
      const call = newCall();
      const settle = (failed: boolean) => {
        call.failed = failed;
        // DynamoDB bills a write whose condition failed (1 unit for a small item) but reports nothing.
        if (failed && 'units' in call && call.kind === 'write' && call.units < 1) {
          call.units = 1;
          call.items = call.items.map((item) => ({ ...item, units: 1 / call.items.length }));
        }
        if ('cpuMs' in call) call.cpuMs = cpuSince(cpu0);
        call.start = start;
        call.end = performance.now();
        record(call);
        callEnded();
      };
      let result: unknown;
      try {
        result = sending.run(call, () => original.apply(this, args));
      } catch (error) {
        settle(true);
        throw error;
      }
      if (!(result instanceof Promise)) {
        settle(false);
        return result;
      }
      return result.then(
        (value: unknown) => (settle(false), value),
        (error: unknown) => {
          settle(true);
          throw error;
        },
      );
    };
    restores.push(() => {
      if (own) holder.send = original;
      else delete (holder as { send?: Send }).send;
    });
  };
  /** Names a DynamoDB call, asks for its consumed capacity and reads it. */
  const middleware = (next: Next, context: { commandName?: string }) => async (args: { input: Record<string, unknown> }) => {
    const call = sending.getStore();
    if (!call || !('units' in call)) return next(args);
    const command = context.commandName ?? 'unknown';
    call.command = command;
    call.kind = READS.test(command) ? 'read' : 'write';
    args.input.ReturnConsumedCapacity ??= 'TOTAL';
    // Named before the call, so a refused conditional write still says which item it billed.
    call.items = itemUnits(args.input, 0);
    const result = await next(args);
    let units = unitsOf(result.output.ConsumedCapacity);
    // DynamoDB bills a transaction 2 units per item (per KB written, per 4 KB read); DynamoDB
    // Local reports small transactions lower (2 units for two 1-unit puts), so this is a floor.
    const items = args.input.TransactItems;
    if (TRANSACTIONS.test(command) && Array.isArray(items)) units = Math.max(units, 2 * items.length);
    call.units = units;
    call.items = itemUnits(args.input, units);
    return result;
  };
  /** Names another service's call. */
  const serviceMiddleware = (next: Next, context: { commandName?: string }) => async (args: { input: Record<string, unknown> }) => {
    const call = sending.getStore();
    if (call && !('units' in call)) call.command = context.commandName ?? 'unknown';
    return next(args);
  };
  const restores: (() => void)[] = [];
  const metered: MeteredClient[] = [client];
  client.middlewareStack.add(middleware, { step: 'initialize', priority: 'high', name: METER });
  wrapSend(
    client,
    () => ({ command: 'unknown', kind: 'write', start: 0, end: 0, cpuMs: 0, units: 0, items: [], failed: false }),
    (call) => calls.push(call as DynamoCall),
  );
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
      other.middlewareStack.add(serviceMiddleware, { step: 'initialize', priority: 'high', name: METER });
      wrapSend(
        other,
        () => ({ service, command: 'unknown', start: 0, end: 0, failed: false }),
        (call) => serviceCalls.push(call as ServiceCall),
      );
      metered.push(other);
    },
    takeInFlightCpuMs: () => {
      const taken = inFlightCpuMs;
      inFlightCpuMs = 0;
      return taken;
    },
    remove: () => {
      for (const c of metered) c.middlewareStack.remove(METER);
      for (const restore of restores.splice(0)) restore();
    },
  };
}
