import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { showTransfer } from '#shared/domain/transfers/queries.ts';

export const handler = http(routes.getTransfer, async ({ tenant, params }) => ({
  data: await showTransfer(tenant, params.activityId),
}));
