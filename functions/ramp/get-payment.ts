import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showPayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.getRampPayment, async ({ params, tenant }) => ({
  data: await showPayment(tenant, params.reference),
}));
