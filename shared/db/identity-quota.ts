/**
 * The identity lookup quota (docs/api.md, Identity lookup quota): per workspace and environment,
 * one counter per clock minute and one per UTC day, `pk = QUOTA#IDENTITY#<ws>#<env>`,
 * `sk = M#<minute start>` or `D#<day start>` (epoch seconds), removed by TTL a day after their
 * window. A lookup takes a place in the minute, then in the day (two conditional UpdateItems, one
 * after the other: a lookup costs a partner call anyway, and the day then only ever counts
 * lookups the minute admitted, so a burst refused by the minute cannot fill the day even for a
 * moment); when the day refuses, the minute's place is given back. Concurrent lookups in any
 * number of containers can never pass either quota together.
 */
import { countInWindow, giveBack } from '#shared/db/rate-limits.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

const MINUTE = 60;
const DAY = 86_400;
/** Counters outlive their window by this much, then DynamoDB's TTL removes them. */
const COUNTER_TTL_SECONDS = 86_400;

export const identityQuotaKey = (tenant: TenantScope, window: 'minute' | 'day', windowStart: number) => ({
  pk: `QUOTA#IDENTITY#${tenant.workspaceId}#${tenant.environment}`,
  sk: `${window === 'minute' ? 'M' : 'D'}#${windowStart}`,
});

/** Which quota refused a lookup, and when its window ends. */
export interface QuotaRefusal {
  window: 'minute' | 'day';
  limit: number;
  windowSeconds: number;
  retryAfterSeconds: number;
}

/** Counts one lookup against the minute's and the day's quota. Null when both admit it; otherwise the quota that refused it. */
export async function takeIdentityLookup(
  tenant: TenantScope,
  limits: { perMinute: number; perDay: number },
  nowMs = Date.now(),
): Promise<QuotaRefusal | null> {
  const now = nowMs / 1000;
  const minuteStart = Math.floor(now / MINUTE) * MINUTE;
  const dayStart = Math.floor(now / DAY) * DAY;
  const minuteKey = identityQuotaKey(tenant, 'minute', minuteStart);
  const dayKey = identityQuotaKey(tenant, 'day', dayStart);
  const retryAfter = (start: number, length: number) => Math.max(1, Math.ceil(start + length - now));
  if (!(await countInWindow(minuteKey, limits.perMinute, minuteStart + MINUTE + COUNTER_TTL_SECONDS))) {
    return { window: 'minute', limit: limits.perMinute, windowSeconds: MINUTE, retryAfterSeconds: retryAfter(minuteStart, MINUTE) };
  }
  if (await countInWindow(dayKey, limits.perDay, dayStart + DAY + COUNTER_TTL_SECONDS)) return null;
  await giveBack(minuteKey);
  return { window: 'day', limit: limits.perDay, windowSeconds: DAY, retryAfterSeconds: retryAfter(dayStart, DAY) };
}
