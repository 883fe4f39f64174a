import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';

export const handler = http(routes.createRampPayment, async ({ body, tenant }) => {
  const { payment, replayed } = await createRampPayment(tenant, body);
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
