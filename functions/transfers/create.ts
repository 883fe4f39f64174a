import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { submitTransfer } from '#shared/domain/transfers/submit.ts';

export const handler = http(routes.createTransfer, async ({ tenant, auth, body }) => {
  const outcome = await submitTransfer(tenant, auth.member, body);
  if (outcome.kind === 'dry_run') return { data: outcome.data, status: 200 };
  return { data: outcome.data, ...(outcome.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
