import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { cancelPayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.cancelRampPayment, async ({ params, tenant }) => ({
  data: await cancelPayment(tenant, params.reference),
}));
