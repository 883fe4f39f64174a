/**
 * Admission counters of new webhook deliveries (docs/webhooks.md, Fair delivery): per workspace and
 * environment, one item per clock second, `pk = ADMIT#DELIVERIES#<ws>#<env>`, `sk = S#<epoch second>`,
 * attribute `count`, removed by TTL a minute after its second. The fan-out counts a whole batch's
 * deliveries of one tenant with one unconditional `ADD` and reads the count back: the batch's
 * deliveries hold the places just below it, in the order given, so concurrent fan-outs of one tenant
 * (its events can be on several stream shards) never share a place.
 */
import { updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

/** Counters outlive their second by this much, then DynamoDB's TTL removes them. */
const COUNTER_TTL_SECONDS = 60;

export const admissionKey = (tenant: TenantScope, second: number) => ({
  pk: `ADMIT#DELIVERIES#${tenant.workspaceId}#${tenant.environment}`,
  sk: `S#${second}`,
});

/**
 * Counts `count` deliveries admitted in the clock second `second` (epoch seconds); returns the place
 * of the first of them (0 for the first delivery counted in that second).
 */
export async function countAdmissions(tenant: TenantScope, second: number, count: number): Promise<number> {
  const counted = await updateOne<{ count: number }>(
    admissionKey(tenant, second),
    { add: { count }, set: { expires_at_epoch: second + 1 + COUNTER_TTL_SECONDS }, mayCreate: true },
    'ALL_NEW',
  );
  // Unconditional: only a throw (left to the caller, whose stream batch is then retried) can fail it.
  return Number(counted!.count) - count;
}
