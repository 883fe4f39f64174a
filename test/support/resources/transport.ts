/**
 * How the fixture registry reaches the API: a tenant carries a transport, and every resource the
 * factories make goes through it by route id. The tests send over real HTTP to the local stack
 * (http-transport.ts); the bench invokes the route's own handler in its process
 * (bench/context/invoke.ts). The factories are written once against this interface, so this
 * module and the factories stay free of vitest and of the test stack's configuration.
 */
import type { Environment } from '#shared/schemas/common.ts';
import type { RouteId } from '#shared/routes.ts';

/** The parts of one request the caller chooses; the transport adds the method, path and key. */
export interface FixtureRequest {
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FixtureResponse {
  status: number;
  // Fixtures read into the envelope by field name, as the tests read response bodies.
  body: any;
  text: string;
}

/** Sends `request` to the route as the holder of `token`. */
export type Transport = (routeId: RouteId, request: FixtureRequest, token: string) => Promise<FixtureResponse>;

/** One workspace's key in one environment, and how its requests reach the API. */
export interface Tenant {
  label: string;
  workspaceId: string;
  token: string;
  environment: Environment;
  /** A string planted in this tenant's resources; it must never appear in another tenant's responses. */
  canary: string;
  send: Transport;
}

/** Sends a request of the tenant's (with its key unless `token` says otherwise), naming its environment. */
export function call(t: Tenant, routeId: RouteId, request: FixtureRequest = {}, token: string = t.token): Promise<FixtureResponse> {
  return t.send(routeId, { ...request, query: { environment: t.environment, ...request.query } }, token);
}

/** The parsed JSON of a response, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Fails loudly: a factory that cannot create its resource would make every check vacuous. */
export function created<T>(res: FixtureResponse, what: string, pick: (data: any) => T): T {
  if (res.status >= 300) throw new Error(`could not create ${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return pick(res.body.data);
}

/** Polls `read` until `done` holds; throws after `timeoutMs` with `what` in the message. */
export async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000, intervalMs = 150): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Memoises an async fixture per key: made on first use, then shared (a failure is not kept, so it can be retried). */
export function oncePer<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    let value = made.get(key);
    if (!value) {
      value = make(key).catch((error: unknown) => {
        made.delete(key);
        throw error;
      });
      made.set(key, value);
    }
    return value;
  };
}

/** Memoises an async fixture: made on first use, then shared (a failure is not kept). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  const memo = oncePer(() => make());
  return () => memo('');
}
