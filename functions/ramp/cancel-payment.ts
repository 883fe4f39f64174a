import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { cancelRampPayment } from '#shared/domain/ramp/cancel-funded.ts';

export const handler = http(routes.cancelRampPayment, async ({ params, tenant, auth }) => ({
  data: await cancelRampPayment(tenant, params.reference, auth.member),
}));
