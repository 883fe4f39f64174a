import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/members.ts';
import { enrolMember } from '#shared/domain/members/enrolment.ts';

export const handler = http(routes.enrolMember, async ({ body }) => ({
  data: await enrolMember(body.token, body.passkey),
}));
