import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { advancePayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.advanceSandboxRampPayment, async ({ params, body, tenant }) => ({
  data: await advancePayment(tenant, params.reference, body.status, body.failure_reason),
}));
