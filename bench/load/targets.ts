/**
 * What the load section aims at. Targets are looked up in the route table:
 * one whose route does not exist yet is skipped with a note, and is measured from the day
 * its route lands, with the request its scenario (`bench/scenarios.ts`) describes.
 */
export interface LoadTarget {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A header that must differ on every request. */
  uniqueHeader?: string;
  /** A top-level field of the JSON body that must differ on every request (a new idempotency key per payment). */
  uniqueBodyField?: string;
}

export const LOAD_TARGETS: readonly LoadTarget[] = [
  { method: 'GET', path: '/v1/workspace/networks' },
  { method: 'GET', path: '/v1/wallets' },
  { method: 'POST', path: '/v1/ramp/payments', uniqueBodyField: 'idempotency_key' },
];
