import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { approveSettingChange } from '#shared/domain/setting-changes/approve.ts';

export const handler = sessionHttp(routes.approveSettingChange, async ({ tenant, auth, params, body, requestId }) => ({
  data: {
    setting_change: await approveSettingChange(
      tenant,
      { member: auth.member, apiKeyId: auth.keyId, requestId },
      params.changeId,
      body.assertion,
    ),
  },
}));
