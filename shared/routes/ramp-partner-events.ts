/**
 * The partner's signed payment callbacks (hybrid provider network; docs/ramp.md, Partner
 * callbacks). Public in the sense of no API key: the partner belongs to no workspace, so the
 * body's HMAC signature under the partner callback secret authenticates the request, and the
 * payment's own lookup item says which workspace and environment it belongs to.
 */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as schemas from '#shared/schemas/ramp-partner-events.ts';

export const receivePartnerEvent = /* @__PURE__ */ defineRoute({
  id: 'receivePartnerEvent',
  method: 'POST',
  path: '/v1/ramp/partner-events',
  entry: 'functions/ramp/partner-events.ts',
  scope: null,
  signature: { header: 'Partner-Signature', secret: 'partner-callback-secret' },
  access: 'write',
  uses: { readsSecrets: ['partner-callback-secret'] },
  beta: false,
  status: 200,
  summary:
    "The partner's signed payment status callback (hybrid mode): moves the payment through the state machine, idempotent on the event id.",
  description:
    'Sent by the payment partner, not by workspaces: no API key, the body is authenticated by `Partner-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (several `v1=` allowed during a rotation; 300 s tolerance). ' +
    "Only payments submitted to the partner (hybrid mode) are known; `provider_reference` must be the payment's. A redelivered event id answers as the first delivery did.",
  schemas: { body: schemas.partnerEventBody },
  errors: ['not_found', 'conflict'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const partnerEventRoutes = { receivePartnerEvent } satisfies Record<string, HttpRoute>;
