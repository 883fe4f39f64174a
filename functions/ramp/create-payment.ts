import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { submitRampPayment } from '#shared/domain/ramp/submit.ts';

export const handler = http(routes.createRampPayment, async ({ body, tenant, auth }) => {
  const outcome = await submitRampPayment(tenant, auth.member, body);
  if (outcome.kind === 'dry_run') return { data: outcome.data, status: 200 };
  return { data: outcome.data, ...(outcome.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
