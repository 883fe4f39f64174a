/** Delivery history: GET /v1/webhooks/{id}/deliveries lists every attempt, newest first. */
import { listAttempts, type AttemptRecord } from '#shared/db/deliveries.ts';
import { requireWebhook } from '#shared/domain/webhooks/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export function toAttemptView(a: AttemptRecord) {
  return {
    id: a.id,
    delivery_id: a.delivery_id,
    event_id: a.event_id,
    event_type: a.event_type,
    attempt: a.attempt,
    http_status: a.http_status,
    duration_ms: a.duration_ms,
    error: a.error,
    outcome: a.outcome,
    next_retry_at: a.next_retry_at,
    created_at: a.created_at,
  };
}

/** The webhook's delivery attempts, newest first. */
export async function listDeliveryAttempts(tenant: TenantScope, webhookId: string, limit: number, cursor: string | undefined) {
  await requireWebhook(tenant, webhookId);
  const page = await listAttempts(tenant, webhookId, limit, cursor);
  return { items: page.items.map(toAttemptView), next_cursor: page.nextCursor };
}
