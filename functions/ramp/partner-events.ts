import { signedHttp } from '#shared/http/signed-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/ramp-partner-events.ts';
import { receivePartnerEvent } from '#shared/domain/ramp/partner-events.ts';

// No tenant: the signature authenticated the partner, and the payment's lookup names its workspace.
export const handler = signedHttp(routes.receivePartnerEvent, async ({ body }) => ({ data: await receivePartnerEvent(body) }));
