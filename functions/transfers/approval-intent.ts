import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/transfers.ts';
import { transferApprovalIntent } from '#shared/domain/approvals/intents.ts';

export const handler = sessionHttp(routes.createTransferApprovalIntent, async ({ tenant, auth, params }) => ({
  data: await transferApprovalIntent(tenant, auth.member, params.activityId),
}));
