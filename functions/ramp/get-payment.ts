import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { rampRoutes as routes } from '#shared/routes/ramp.ts';
import { showPayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.getRampPayment, async ({ params, tenant }) => ({
  data: await showPayment(tenant, params.reference),
}));
