import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { listWorkspaceAuditLog } from '#shared/domain/audit-log/list.ts';

export const handler = sessionHttp(routes.listAuditLog, async ({ query, auth }) => ({
  data: await listWorkspaceAuditLog(auth.workspaceId, query.limit, query.cursor),
}));
