import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { settingChangeApprovalIntent } from '#shared/domain/approvals/intents.ts';

export const handler = sessionHttp(routes.createSettingChangeApprovalIntent, async ({ tenant, auth, params }) => ({
  data: await settingChangeApprovalIntent(tenant, auth.member, params.changeId),
}));
