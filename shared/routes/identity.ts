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
  description: `Metered per workspace and environment: by default at most **60 lookups a clock minute** and **2,000 a UTC day** (the stage's \`IDENTITY_LOOKUPS_PER_MINUTE\` and \`IDENTITY_LOOKUPS_PER_DAY\`). A lookup past either answers 429 \`rate_limited\` with \`details.scope\` \`identity_lookups\`, \`details.limit\`, \`details.window_seconds\` (60 or 86400) and \`Retry-After\` (seconds until that window ends); the number is not passed on. Only lookups that reach the scheme count: a number refused as malformed or of an unsupported type does not.`,
  logAlarms: [
    {
      id: 'IdentityLookupBursts',
      message: 'identity lookup quota reached',
      threshold: 10,
      description:
        'More than 10 identity lookups were refused by a workspace quota in five minutes: a workspace is looking numbers up in a burst (harvesting, or a runaway client); see the audit lines `identity.lookup` with outcome `quota_exceeded`.',
    },
  ],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const identityRoutes = { resolveIdentity } satisfies Record<string, HttpRoute>;
