/** Identity lookup (contract 4.4, endpoint 5). */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as identity from '#shared/schemas/identity.ts';

export const resolveIdentity = /* @__PURE__ */ defineRoute({
  id: 'resolveIdentity',
  method: 'POST',
  path: '/v1/ramp/identity/resolve',
  entry: 'functions/ramp/resolve-identity.ts',
  scope: 'ramp:write',
  access: 'write',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: false,
  status: 200,
  summary: "Resolve a customer's identity number against the country's scheme; the number is never stored.",
  schemas: { body: identity.resolveIdentityBody },
  errors: ['invalid_request', 'invalid_id_number', 'unsupported_id_type', 'identity_not_found', 'identity_provider_unavailable'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const identityRoutes = { resolveIdentity } satisfies Record<string, HttpRoute>;
