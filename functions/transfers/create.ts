import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { dryRunTransfer } from '#shared/domain/transfers/dry-run.ts';
import { requestTransfer } from '#shared/domain/transfers/create.ts';
import { newId } from '#shared/ids.ts';

export const handler = http(routes.createTransfer, async ({ tenant, auth, body }) => {
  if (body.dry_run) return { data: await dryRunTransfer(tenant, body), status: 200 };
  return { data: await requestTransfer(tenant, auth.member, body, newId()) };
});
