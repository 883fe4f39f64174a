/**
 * Deliveries in flight, counted by leases (docs/webhooks.md, Fair delivery): one item per webhook
 * (`INFLIGHT#WEBHOOK#<id>`) and one per tenant (`INFLIGHT#ALL`) in the tenant partition, each
 * holding up to `cap` slots as attributes `s0`, `s1`, … whose value is `<expiry ms>:<lease id>`.
 * A slot is free when absent or expired, so a dispatcher that dies holding one loses it only until
 * it expires, never for good. Taking a lease claims one slot in each item in one transaction, each
 * on condition that the slot still holds what was read: two dispatchers can never claim the same
 * slot, so the caps hold across every container. A failed condition returns the items as they are
 * now (no second read), and the claim is tried again on them.
 */
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { failedConditionItem, isTransactionConditionFailed, isTransactionConflict } from '#shared/db/errors.ts';
import { keys } from '#shared/db/keys.ts';
import { updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

type Key = { pk: string; sk: string };
type Slots = Record<string, unknown> | undefined;

export const webhookLeaseKey = (tenant: TenantScope, webhookId: string): Key => ({
  pk: keys.tenant(tenant),
  sk: `INFLIGHT#WEBHOOK#${webhookId}`,
});
export const tenantLeaseKey = (tenant: TenantScope): Key => ({ pk: keys.tenant(tenant), sk: 'INFLIGHT#ALL' });

/** Claims tried before giving up (each after a lost race on a slot). */
const CLAIM_TRIES = 3;

export interface Lease {
  id: string;
  /** The slot attribute taken in each item, by item sort key. */
  slots: { key: Key; slot: string; value: string }[];
}

/** The first free slot of an item (absent, or its lease expired), with what it holds now. */
function freeSlot(item: Slots, cap: number, nowMs: number): { slot: string; seen: string | null } | null {
  for (let i = 0; i < cap; i++) {
    const slot = `s${i}`;
    const value = item?.[slot];
    if (typeof value !== 'string') return { slot, seen: null };
    if (Number(value.split(':')[0]) <= nowMs) return { slot, seen: value };
  }
  return null;
}

/**
 * Takes a slot in every item of `wanted` (each with its cap and the item as last read), held until
 * `holdMs` from now. Null when any item has no free slot (then nothing is held).
 */
export async function takeLease(
  wanted: { key: Key; cap: number; item: Slots }[],
  leaseId: string,
  holdMs: number,
  now = () => Date.now(),
): Promise<Lease | null> {
  const items = wanted.map((w) => ({ ...w }));
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const nowMs = now();
    const picks = items.map((w) => freeSlot(w.item, w.cap, nowMs));
    if (picks.some((p) => p === null)) return null;
    const value = `${nowMs + holdMs}:${leaseId}`;
    const slots = items.map((w, i) => ({ key: w.key, slot: picks[i]!.slot, value }));
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: items.map((w, i) => {
            const { slot, seen } = picks[i]!;
            return {
              Update: {
                TableName: TABLE_NAME,
                Key: w.key,
                UpdateExpression: 'SET #slot = :value',
                ConditionExpression: seen === null ? 'attribute_not_exists(#slot)' : '#slot = :seen',
                ExpressionAttributeNames: { '#slot': slot },
                ExpressionAttributeValues: { ':value': value, ...(seen === null ? {} : { ':seen': seen }) },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            };
          }),
        }),
      );
      return { id: leaseId, slots };
    } catch (error) {
      if (isTransactionConflict(error)) continue;
      if (!isTransactionConditionFailed(error)) throw error;
      // Lost a race for a slot: claim again on the items as they are now.
      items.forEach((w, i) => {
        const current = failedConditionItem(error, i);
        if (current) w.item = current;
      });
    }
  }
  return null;
}

/** Frees the lease's slots (each only if it still holds this lease: an expired one may be someone else's). */
export async function releaseLease(lease: Lease): Promise<void> {
  await Promise.all(
    lease.slots.map(({ key, slot, value }) =>
      updateOne(key, { remove: [slot], condition: '#slot = :mine', names: { '#slot': slot }, values: { ':mine': value } }),
    ),
  );
}
