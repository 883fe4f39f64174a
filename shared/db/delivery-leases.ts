/**
 * Deliveries in flight, counted by leases (docs/webhooks.md, Fair delivery): one item per webhook
 * (`INFLIGHT#WEBHOOK#<id>`) and one per tenant (`INFLIGHT#ALL`) in the tenant partition, each
 * holding up to `cap` slots as attributes `s0`, `s1`, … whose value is `<expiry ms>:<lease id>`.
 * A slot is free when absent or expired, so a dispatcher that dies holding one loses it only until
 * it expires, never for good. A claim is a conditional write on the slot still holding what was
 * read: two dispatchers can never claim the same slot, so the caps hold across every container.
 * The items come from the dispatcher's one read; a lost race reads the item again (consistently).
 */
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

type Key = { pk: string; sk: string };
type Slots = Record<string, unknown> | undefined;

export const webhookLeaseKey = (tenant: TenantScope, webhookId: string): Key => ({
  pk: keys.tenant(tenant),
  sk: `INFLIGHT#WEBHOOK#${webhookId}`,
});
export const tenantLeaseKey = (tenant: TenantScope): Key => ({ pk: keys.tenant(tenant), sk: 'INFLIGHT#ALL' });

/** Claims tried on one item before giving up (each after a lost race for a slot, on the item read again). */
const CLAIM_TRIES = 8;

export interface Lease {
  id: string;
  /** The slot attribute taken in each item, by item sort key. */
  slots: { key: Key; slot: string; value: string }[];
}

/**
 * A free slot of an item (absent, or its lease expired), with what it holds now: one picked at
 * random, so dispatchers claiming at the same moment mostly pick different slots.
 */
function freeSlot(item: Slots, cap: number, nowMs: number): { slot: string; seen: string | null } | null {
  const free: { slot: string; seen: string | null }[] = [];
  for (let i = 0; i < cap; i++) {
    const slot = `s${i}`;
    const value = item?.[slot];
    if (typeof value !== 'string') free.push({ slot, seen: null });
    else if (Number(value.split(':')[0]) <= nowMs) free.push({ slot, seen: value });
  }
  return free.length === 0 ? null : free[Math.floor(Math.random() * free.length)]!;
}

/** Claims a free slot of one item until `value`'s expiry; null when it has none. */
async function claimSlot(key: Key, cap: number, item: Slots, value: string, now: () => number) {
  let current = item;
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const pick = freeSlot(current, cap, now());
    if (!pick) return null;
    const { slot, seen } = pick;
    const claimed = await updateOne(key, {
      // The item of a deleted webhook goes a day after its last lease would have ended.
      set: { [slot]: value, entity: 'delivery_leases', expires_at_epoch: Math.ceil(Number(value.split(':')[0]) / 1000) + 86_400 },
      mayCreate: true,
      condition: seen === null ? 'attribute_not_exists(#slot)' : '#slot = :seen',
      names: { '#slot': slot },
      ...(seen === null ? {} : { values: { ':seen': seen } }),
    });
    if (claimed !== null) return { key, slot, value };
    // Lost the race for that slot: look again at the item as it is now.
    current = (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
  }
  return null;
}

/**
 * Takes a slot in every item of `wanted` (each with its cap and the item as last read), held until
 * `holdMs` from now. Each claim is one conditional update of one item (no transaction, so claims
 * on a busy tenant item queue up rather than cancel each other). Null when any item has no free
 * slot; the slots already taken are then given back.
 */
export async function takeLease(
  wanted: { key: Key; cap: number; item: Slots }[],
  leaseId: string,
  holdMs: number,
  now = () => Date.now(),
): Promise<Lease | null> {
  const value = `${now() + holdMs}:${leaseId}`;
  const lease: Lease = { id: leaseId, slots: [] };
  for (const w of wanted) {
    const slot = await claimSlot(w.key, w.cap, w.item, value, now);
    if (!slot) {
      await releaseLease(lease);
      return null;
    }
    lease.slots.push(slot);
  }
  return lease;
}

/**
 * How long the oldest lease still held in `item` has been held (0 when none is): leases held for
 * long mean slow receivers, whose slots will not free up soon.
 */
export function oldestHeldMs(item: Slots, cap: number, holdMs: number, nowMs: number): number {
  let oldest = 0;
  for (let i = 0; i < cap; i++) {
    const value = item?.[`s${i}`];
    if (typeof value !== 'string') continue;
    const expiry = Number(value.split(':')[0]);
    if (expiry > nowMs) oldest = Math.max(oldest, nowMs - (expiry - holdMs));
  }
  return oldest;
}

/** Frees the lease's slots (each only if it still holds this lease: an expired one may be someone else's). */
export async function releaseLease(lease: Lease): Promise<void> {
  await Promise.all(
    lease.slots.map(({ key, slot, value }) =>
      updateOne(key, { remove: [slot], condition: '#slot = :mine', names: { '#slot': slot }, values: { ':mine': value } }),
    ),
  );
}
