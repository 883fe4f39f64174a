import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { advancePayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.advanceSandboxRampPayment, async ({ params, body, tenant }) => ({
  data: await advancePayment(tenant, params.reference, body.status, body.failure_reason),
}));
