import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';
import { dryRunRampPayment } from '#shared/domain/ramp/dry-run.ts';

export const handler = http(routes.createRampPayment, async ({ body, tenant, auth }) => {
  // A dry run writes nothing and ignores idempotency_key, as a transfer's does.
  if (body.dry_run) return { data: await dryRunRampPayment(tenant, body), status: 200 };
  const { payment, replayed } = await createRampPayment(tenant, body, { member: auth.member });
  return { data: payment, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
