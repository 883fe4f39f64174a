import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { rampRoutes as routes } from '#shared/routes/ramp.ts';
import { cancelPayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.cancelRampPayment, async ({ params, tenant }) => ({
  data: await cancelPayment(tenant, params.reference),
}));
