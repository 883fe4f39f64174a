/**
 * Concurrency invariants, one entry per write route with one: the entry
 * sends many concurrent requests and checks that they end in exactly the allowed outcomes,
 * with no lost update and no 500. Other branches add entries for their routes (balance
 * reservation, idempotent create, unique address-book entry, state transitions) with
 * `registerInvariant` in a module imported by test/reliability/concurrency.test.ts.
 */
import type { ApiResponse } from '../api.ts';
import type { Tenant } from '../resources/tenant.ts';

export interface InvariantContext {
  /** A fresh sandbox tenant of its own, with a full-access key. */
  tenant: Tenant;
  /** A local webhook target that answers 204. */
  sink: string;
}

export interface Invariant {
  /** The write route whose invariant this is (an id of the route table). */
  routeId: string;
  name: string;
  run(ctx: InvariantContext): Promise<void>;
}

const invariants: Invariant[] = [];

export function registerInvariant(invariant: Invariant): void {
  invariants.push(invariant);
}

export const registeredInvariants = (): readonly Invariant[] => invariants;

/** How many requests each entry sends at once. */
export const RACERS = 12;

/** Statuses in order, for outcome checks such as "exactly one 202, the rest 409". */
export const statusesOf = (results: ApiResponse[]): number[] => results.map((r) => r.status).sort((a, b) => a - b);

/** Fails with every status and body when any answer is a 5xx: a race must never be a server error. */
export function noServerErrors(results: ApiResponse[]): void {
  const bad = results.filter((r) => r.status >= 500);
  if (bad.length > 0)
    throw new Error(`server errors under concurrency: ${bad.map((r) => `${r.status} ${r.text.slice(0, 200)}`).join(' | ')}`);
}

/** `n` copies of a request, started together. */
export function race(n: number, request: (i: number) => Promise<ApiResponse>): Promise<ApiResponse[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}
