/**
 * The stored ramp payment: the API view plus what the lifecycle needs (event sequence, when
 * the status last changed, the funding deadline, the sandbox schedule). `toPaymentView`
 * strips the internals.
 */
import type { SandboxScenario } from '#shared/model/ramp/sandbox.ts';
import type { RampPaymentView } from '#shared/responses/ramp.ts';

export interface RampPaymentRecord extends RampPaymentView {
  workspace_id: string;
  /** The sequence of the last event emitted about this payment (1 = created). */
  event_sequence: number;
  status_changed_at: string;
  /** An unfunded payment (pending or requires_action) expires at this time. */
  funding_deadline: string;
  provider_id: string;
  corridor_id: string;
  /** Sandbox only: the scenario and step length; `auto` turns off once the payment is advanced by hand. */
  sandbox: { scenario: SandboxScenario; step_ms: number; auto: boolean } | null;
}

export function toPaymentView(r: RampPaymentRecord): RampPaymentView {
  return {
    reference: r.reference,
    status: r.status,
    direction: r.direction,
    rail: r.rail,
    country_code: r.country_code,
    provider: r.provider,
    provider_reference: r.provider_reference,
    quote_reference: r.quote_reference,
    source: r.source,
    destination_amount: r.destination_amount,
    fee: r.fee,
    exchange_rate: r.exchange_rate,
    destination: r.destination,
    funding_instructions: r.funding_instructions,
    // Payments stored before deliveries existed have none.
    delivery: r.delivery ?? null,
    // Payments stored before wallet funding existed have no such attribute.
    funding_transfer_id: r.funding_transfer_id ?? null,
    failure_reason: r.failure_reason,
    metadata: r.metadata,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
