import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { showPayment } from '#shared/domain/ramp/payments.ts';

export const handler = http(routes.getRampPayment, async ({ params, tenant }) => ({
  data: await showPayment(tenant, params.reference),
}));
