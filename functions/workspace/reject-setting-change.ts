import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { rejectSettingChange } from '#shared/domain/setting-changes/decisions.ts';

export const handler = sessionHttp(routes.rejectSettingChange, async ({ tenant, auth, params, requestId }) => ({
  data: { setting_change: await rejectSettingChange(tenant, { member: auth.member, apiKeyId: auth.keyId, requestId }, params.changeId) },
}));
