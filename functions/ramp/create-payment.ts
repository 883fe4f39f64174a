import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { rampRoutes as routes } from '#shared/routes/ramp.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';

export const handler = http(routes.createRampPayment, async ({ body, tenant }) => {
  const { payment, replayed } = await createRampPayment(tenant, body);
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
