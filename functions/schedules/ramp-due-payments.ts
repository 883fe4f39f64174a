/**
 * Scheduled: one pass over the ramp payments whose next time-driven transition is due
 * (`advanceDuePayments`), stopping with a margin before the function's timeout; the next pass
 * takes up what is left.
 */
import type { Context } from 'aws-lambda';
import { advanceDuePayments, type DueReport } from '#shared/domain/ramp/due-payments.ts';

/** Left for the pass in flight to finish its writes before the timeout. */
const MARGIN_MS = 10_000;

export const handler = async (_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DueReport> => {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : Number.POSITIVE_INFINITY;
  return advanceDuePayments(new Date(), deadline);
};
