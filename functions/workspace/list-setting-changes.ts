import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { listSettingChanges } from '#shared/domain/setting-changes/queries.ts';

export const handler = sessionHttp(routes.listSettingChanges, async ({ tenant, query }) => ({
  data: await listSettingChanges(tenant, query),
}));
