/** Reading, listing, cancelling and (sandbox) advancing ramp payments. Reads settle due transitions first. */
import { getPayment, queryPayments } from '#shared/db/ramp-payments.ts';
import { ApiError, invalidRequest, notFound } from '#shared/model/errors.ts';
import { toPaymentView, type RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { referenceBounds } from '#shared/domain/ramp/reference.ts';
import { EXPIRY_REASONS } from '#shared/domain/ramp/lifecycle.ts';
import { commitSteps, settle } from '#shared/domain/ramp/settle.ts';
import { assertTransition } from '#shared/model/ramp/state-machine.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';
import type { RampPaymentView } from '#shared/responses/ramp.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

async function loadSettled(tenant: TenantScope, reference: string): Promise<RampPaymentRecord> {
  const record = await getPayment(tenant, reference, true);
  if (!record) throw notFound('ramp payment');
  return settle(tenant, record);
}

export async function showPayment(tenant: TenantScope, reference: string): Promise<RampPaymentView> {
  return toPaymentView(await loadSettled(tenant, reference));
}

export interface PaymentFilters {
  status?: RampStatus | undefined;
  direction?: string | undefined;
  rail?: string | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
}

/** Query pages examined per listing call at most; a short page then carries a cursor onward. */
const MAX_QUERIES = 5;

/**
 * One page, newest first. The created range is a key range and direction and rail a DynamoDB
 * filter; status changes with time, so it is applied after settling, reading on until the
 * page is full.
 */
export async function listPayments(tenant: TenantScope, filters: PaymentFilters, limit: number, cursor: string | undefined) {
  // An inverted range is a mistake to point out, not an empty page (and DynamoDB refuses BETWEEN high AND low).
  if (filters.created_from && filters.created_to && Date.parse(filters.created_from) > Date.parse(filters.created_to)) {
    throw invalidRequest({ 'query.created_from': ['Must not be later than created_to.'] });
  }
  const bounds = referenceBounds(
    filters.created_from ? Date.parse(filters.created_from) : 0,
    filters.created_to ? Date.parse(filters.created_to) : 2 ** 48 - 1,
  );
  const ranged = filters.created_from !== undefined || filters.created_to !== undefined;
  let pageCursor = cursor;
  const items: RampPaymentView[] = [];
  let next: string | null = null;
  for (let i = 0; i < MAX_QUERIES && items.length < limit; i++) {
    // Limit is what the page still needs, so a page never overflows and the cursor is exact.
    const page = await queryPayments(tenant, {
      limit: limit - items.length,
      cursor: pageCursor,
      direction: filters.direction,
      rail: filters.rail,
      references: ranged ? bounds : undefined,
    });
    const settled = await Promise.all(page.items.map((r) => settle(tenant, r)));
    for (const record of settled) {
      if (!filters.status || record.status === filters.status) items.push(toPaymentView(record));
    }
    next = page.nextCursor;
    if (!next) break;
    pageCursor = next;
  }
  return { items, next_cursor: next };
}

/**
 * 409 for a payment funded from a wallet whose transfer is in flight: only the transfer's outcome
 * moves it, except a cancel while the transfer still awaits approval (`cancel-funded.ts`).
 */
export function awaitingFundingTransfer(record: RampPaymentRecord, to: RampStatus, transferStatus: string | null): ApiError {
  return new ApiError(
    'invalid_state_transition',
    `The payment cannot move to ${to}: it waits for its funding transfer ${record.funding_transfer_id}, which only it can end${to === 'cancelled' ? ' once released to custody' : ''}.`,
    {
      details: {
        status: record.status,
        requested_status: to,
        allowed_statuses: [],
        funding_transfer_id: record.funding_transfer_id,
        funding_transfer_status: transferStatus,
      },
    },
  );
}

/** Moves a payment to `to` after settling, if the state machine allows it. */
async function moveTo(
  tenant: TenantScope,
  reference: string,
  to: RampStatus,
  failureReason: (from: RampStatus) => string | null,
  manual: boolean,
  read?: RampPaymentRecord,
): Promise<RampPaymentView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // A record the caller has just read (consistent) serves the first attempt: reading it again would only add a round trip.
    const record = attempt === 0 && read ? await settle(tenant, read) : await loadSettled(tenant, reference);
    if (record.funding_transfer_id && record.status === 'pending') throw awaitingFundingTransfer(record, to, null);
    assertTransition(record.status, to);
    const patch = manual && record.sandbox ? { sandbox: { ...record.sandbox, auto: false } } : {};
    const written = await commitSteps(tenant, record, [{ to, at: Date.now(), failure_reason: failureReason(record.status) }], patch);
    if (written) return toPaymentView(written);
  }
  throw new ApiError('conflict', 'The payment is changing concurrently; retry the request.');
}

/**
 * Cancels a payment that is still pending or requires action; anything else is 409. `read` is the
 * payment as the caller has just read it, strongly consistent, when it has.
 */
export function cancelPayment(tenant: TenantScope, reference: string, read?: RampPaymentRecord): Promise<RampPaymentView> {
  return moveTo(tenant, reference, 'cancelled', () => null, false, read);
}

/** Sandbox only: moves a payment to a named next status; it then stops advancing on its own. */
export function advancePayment(
  tenant: TenantScope,
  reference: string,
  to: RampStatus,
  failureReason: string | undefined,
): Promise<RampPaymentView> {
  if (tenant.environment !== 'sandbox') {
    throw new ApiError('sandbox_only', 'Payments are advanced by hand only in sandbox; live payments follow their provider.');
  }
  const reason = (from: RampStatus) =>
    to === 'failed' ? (failureReason ?? 'sandbox_forced_failure') : to === 'expired' ? (EXPIRY_REASONS[from] ?? null) : null;
  return moveTo(tenant, reference, to, reason, true);
}
