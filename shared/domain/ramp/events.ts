/** Ramp payment events (docs/ramp.md, Events): the payment as `data`, with its per-payment sequence. */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { toPaymentView, type RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';

export const RAMP_RESOURCE_TYPE = 'ramp_payment';

/** The event put for `record` in the state it is in, with sequence `record.event_sequence`. */
export function paymentEventPut(tenant: TenantScope, type: EventType, record: RampPaymentRecord, now = new Date()): TransactItem {
  return eventPut(
    tenant,
    newEvent(
      tenant,
      { type, data: toPaymentView(record), resource: { type: RAMP_RESOURCE_TYPE, id: record.reference }, sequence: record.event_sequence },
      now,
    ),
  );
}
