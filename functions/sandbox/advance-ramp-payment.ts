import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { rampRoutes as routes } from '#shared/routes/ramp.ts';
import { advancePayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.advanceSandboxRampPayment, async ({ params, body, tenant }) => ({
  data: await advancePayment(tenant, params.reference, body.status, body.failure_reason),
}));
