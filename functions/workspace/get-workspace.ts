import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/workspace.ts';
import { workspaceOverview } from '#shared/domain/workspaces/overview.ts';

export const handler = http(routes.getWorkspace, async ({ auth }) => ({ data: await workspaceOverview(auth) }));
