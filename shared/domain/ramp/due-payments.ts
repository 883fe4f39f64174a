/**
 * The scheduled step of ramp payments (docs/ramp.md, Lifecycle): every payment whose next
 * time-driven transition is due (a sandbox step, an expiry, in either environment) is settled as
 * a read would settle it, so each status change is written, with its event, without anyone
 * reading the payment. The due index (`dueRampPayments`) lists them without a table scan. Reads
 * keep settling lazily; both go through `settle`, whose write is conditional on the status and
 * event sequence it read, so a step is applied once whoever gets there first.
 */
import { DUE_SHARDS, dueRampPayments, getPayment, type DuePayment } from '#shared/db/ramp-payments.ts';
import { settle } from '#shared/domain/ramp/settle.ts';
import { log } from '#shared/log.ts';

/** Index items read per Query; payments settled side by side within a page. */
const PAGE = 50;
const CONCURRENCY = 8;

export interface DueReport {
  /** Payments the index listed as due. */
  due: number;
  /** Of those, payments this pass moved (another writer may have moved the rest first). */
  moved: number;
}

/** Settles every payment due at `now`, shard by shard; stops early when `deadline` (epoch ms) has passed. */
export async function advanceDuePayments(now = new Date(), deadline = Number.POSITIVE_INFINITY): Promise<DueReport> {
  const report: DueReport = { due: 0, moved: 0 };
  for (let shard = 0; shard < DUE_SHARDS; shard++) {
    let startKey: Record<string, unknown> | undefined;
    do {
      if (Date.now() > deadline) return finish(report, true);
      const page = await dueRampPayments(shard, now, PAGE, startKey);
      report.due += page.items.length;
      for (let i = 0; i < page.items.length; i += CONCURRENCY) {
        const moved = await Promise.all(page.items.slice(i, i + CONCURRENCY).map((due) => settleOne(due, now.getTime())));
        report.moved += moved.filter(Boolean).length;
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  return finish(report, false);
}

/** Reads the payment (the index lags the table) and settles it; true when this pass wrote a step. */
async function settleOne({ tenant, reference }: DuePayment, now: number): Promise<boolean> {
  const record = await getPayment(tenant, reference, true);
  if (!record) return false;
  const after = await settle(tenant, record, now);
  return after.event_sequence > record.event_sequence;
}

function finish(report: DueReport, cut: boolean): DueReport {
  // Quiet when nothing was due: the pass runs every minute.
  if (report.due > 0 || cut) log.info('due ramp payments settled', { ...report, ...(cut ? { cut_short: true } : {}) });
  else log.debug('due ramp payments settled', { ...report });
  return report;
}
