import { ceremonyHttp } from '#shared/http/ceremony-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { enrolmentOptions } from '#shared/domain/members/enrolment-options.ts';

export const handler = ceremonyHttp(routes.enrolmentOptions, async ({ body }) => ({ data: await enrolmentOptions(body.token) }));
