/**
 * Identity numbers planted by tests in requests (in fields named like identity numbers), so the
 * end-of-run scan can prove none of them was logged or stored. Each worker makes one and
 * records it in the run's log folder (`planted.txt`), where the global teardown reads it.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { inject } from 'vitest';

/** Body fields that carry an identity number (the ramp identity lookup's `id_number`, and the like). */
export const IDENTITY_FIELD = /^(id_number|identity_number|national_id|bvn|nin|ssn)$/i;

let planted: string | undefined;

/** This worker's planted identity number: 11 digits (a BVN's length), recorded once. */
export function plantedIdentityNumber(): string {
  if (planted === undefined) {
    planted = `9${String(randomInt(10 ** 9, 10 ** 10))}`;
    appendFileSync(join(inject('stack').logDir, 'planted.txt'), `${planted}\n`);
  }
  return planted;
}

/** The value with every identity-like field (at any depth) set to the planted number. */
export function withPlantedIdentity(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPlantedIdentity);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      IDENTITY_FIELD.test(k) && typeof v === 'string' ? plantedIdentityNumber() : withPlantedIdentity(v),
    ]),
  );
}
