/**
 * The OpenAPI document is no looser than the server. For every route with a body, near misses of
 * its valid example (test/support/conformance/near-misses.ts) go to the local stack; each one the
 * server refuses with 400 `invalid_request` must also fail the document's request schema under
 * Ajv (JSON Schema 2020-12), so a generated client or an OpenAPI tester cannot build a request
 * the document allows and the server refuses. The same for the `If-Match` header. Rules JSON
 * Schema cannot say are the documented exceptions below, each with its reason.
 *
 * And the server takes the document's own request examples (shared/openapi/examples/): each one,
 * every named one of a route, is sent to the local stack and must succeed (2xx).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { invitationIn } from '#shared/fixtures/member-factories.ts';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { passkeyMemberIn, passkeyRegistration, signInBody } from '#shared/fixtures/passkey-factories.ts';
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import type { OpenApiDocument } from '#shared/openapi/types.ts';
import { PARTNER_SIGNATURE_HEADER } from '#shared/crypto/partner-signature.ts';
import { createValidator, pointerSegment } from '../support/conformance/validator.ts';
import { IF_MATCH_NEAR_MISSES, nearMisses, stringMisses, type NearMiss } from '../support/conformance/near-misses.ts';
import { exampleFor } from '../support/resources/examples.ts';
import { webauthnOrigin } from '../support/api.ts';
import { createParams, fillPath, namesVolatileResource } from '../support/resources/params.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { tenantsOf } from '../support/resources/tenant.ts';
import { apiWithRetry } from '../support/resources/retry.ts';
import { signedCallback } from '../support/partner-server.ts';
import { stopHybrid } from '../support/hybrid.ts';
import { ensureWalletNetwork, walletSetup } from '#shared/fixtures/wallet-factories.ts';
import type { Tenant } from '../support/resources/tenant.ts';

afterAll(stopHybrid);

const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createValidator(document);

/**
 * Refusals the document cannot express, as `<route id> <details field>` (or `* <field>` for
 * every route), each with the reason. A near miss the server refuses only for such fields does
 * not need to fail the document; the field's description says the rule instead.
 */
const EXCEPTIONS: Record<string, string> = {
  // Addresses: each network's format and checksum (EIP-55, base58 with its check), a function of the network code.
  '* to_address': 'address format and checksum depend on network_code',
  '* address': 'address format and checksum depend on the network',
  '* destination.wallet.address': 'address format and checksum depend on the network',
  '* blocked_destination_addresses': 'each must be a valid address on some supported network (format and checksum)',
  // The same rules on fields the examples do not send (an on-ramp's deliver_to, an allow list, mobile money).
  '* deliver_to.address': 'address format and checksum depend on the network',
  '* allowed_destination_addresses': 'each must be a valid address on some supported network (format and checksum)',
  '* destination.mobile_money': 'mobile money per country: phone number format, operators, currency',
  // Bank details per country and rail (docs/ramp.md, Required fields of each destination member).
  '* destination.bank_account': 'bank details per country and rail: account number format, which codes are required',
  // Metadata: limits on the whole value's size, depth and numbers (the description states them).
  '* metadata': 'nesting depth, size as JSON, the key constructor and number magnitudes at any depth',
  // The catalogue: which assets a network carries, a function of network_code.
  'createAddressBookEntry asset_symbol': "the asset must be one the entry's network carries (the catalogue, per network_code)",
  // A lookup, not a shape.
  'executeQuote quote_id': 'the quote must belong to the quote request (ids are compared as issued)',
};

/** Exceptions some near miss needed in this run; the others are printed (an exception no near miss needs should go). */
const used = new Set<string>();

/** The exception for a field or for one of the objects it is in (`destination.bank_account` covers its members). */
function excepted(route: HttpRoute, field: string): string | undefined {
  const segments = field.split('.');
  for (let n = segments.length; n > 0; n--) {
    const prefix = segments.slice(0, n).join('.');
    const key = [`${route.id} ${prefix}`, `* ${prefix}`].find((k) => k in EXCEPTIONS);
    if (key) {
      used.add(key);
      return EXCEPTIONS[key];
    }
  }
  return undefined;
}

/** Fields a 400 names (`details.fields`), without the `body.` prefix and array indexes. */
const fieldsOf = (details: unknown): string[] =>
  Object.keys((details as { fields?: Record<string, unknown> } | undefined)?.fields ?? {}).map((k) =>
    k.replace(/^body\./, '').replace(/\.\d+(?=\.|$)/g, ''),
  );

const bodyPointer = (route: HttpRoute) =>
  `/paths/${pointerSegment(route.path)}/${route.method.toLowerCase()}/requestBody/content/application~1json/schema`;

function headerPointer(route: HttpRoute, name: string): string {
  const parameters =
    (document.paths[route.path] as Record<string, { parameters?: { name?: string }[] }>)[route.method.toLowerCase()]!.parameters ?? [];
  const index = parameters.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`${route.id}: the document has no ${name} parameter`);
  return `/paths/${pointerSegment(route.path)}/${route.method.toLowerCase()}/parameters/${index}/schema`;
}

const bodyRoutes = routeList.filter((r) => r.schemas.body);
const summary: string[] = [];

afterAll(() => {
  const unused = Object.keys(EXCEPTIONS).filter((k) => !used.has(k));
  console.log(
    `[openapi-strictness] ${summary.join('; ')}\n[openapi-strictness] exceptions no near miss needed: ${unused.join(', ') || 'none'}`,
  );
});

describe('the OpenAPI document is no looser than the server', () => {
  for (const route of bodyRoutes) {
    it.concurrent(`${route.method} ${route.path}: every near miss the server refuses, the document refuses too`, async () => {
      const { sandbox: t } = await tenantsOf(`strict ${route.id}`);
      const params = await createParams(route, t);
      const example = await exampleFor(route, t, await sinkUrl(), params);
      const path = fillPath(route, params);
      const send = (body: unknown, headers: Record<string, string> = {}) =>
        apiWithRetry(route.method, path, {
          ...(route.scope === null ? {} : { token: t.token }),
          body,
          headers: {
            ...example.headers,
            ...headers,
            ...(route.signature ? { [PARTNER_SIGNATURE_HEADER]: signedCallback(body).headers[PARTNER_SIGNATURE_HEADER]! } : {}),
          },
        });

      expect(validate(bodyPointer(route), example.body), 'the example itself fits the document').toEqual([]);
      // Otherwise every near miss would be refused for the example's own fault, proving nothing.
      const accepted = await send(example.body);
      expect(accepted.status === 400 ? accepted.text : 'not a 400', 'the server takes the example itself').toBe('not a 400');
      const looser: string[] = [];
      let refused = 0;
      let sent = 0;
      const misses: NearMiss[] = nearMisses(example.body);
      for (const miss of misses) {
        const res = await send(miss.body);
        sent++;
        if (res.status !== 400 || res.body?.error?.code !== 'invalid_request') continue;
        refused++;
        if (validate(bodyPointer(route), miss.body).length > 0) continue;
        const fields = fieldsOf(res.body.error.details);
        if (fields.length > 0 && fields.every((f) => excepted(route, f))) continue;
        looser.push(`${miss.label} → server: ${JSON.stringify(res.body.error.details ?? res.body.error.message)}`);
      }
      if (route.requestHeaders?.['If-Match']) {
        for (const value of IF_MATCH_NEAR_MISSES) {
          const res = await send(example.body, { 'if-match': value });
          sent++;
          if (res.status !== 400) continue;
          refused++;
          if (validate(headerPointer(route, 'If-Match'), value).length === 0) looser.push(`If-Match: ${value} → server: ${res.text}`);
        }
      }
      summary.push(`${route.id} ${refused} of ${sent} refused`);
      expect(looser, `near misses of ${route.id} the server refuses but the document allows`).toEqual([]);
    }, 180_000);
  }
});

/** A parameter of an operation in the document, with the JSON Pointer of its schema. */
interface DocumentParameter {
  name: string;
  in: string;
  pointer: string;
  schema: { type?: string; enum?: string[]; format?: string };
}

function parametersOf(route: HttpRoute): DocumentParameter[] {
  const base = `/paths/${pointerSegment(route.path)}/${route.method.toLowerCase()}/parameters`;
  const listed = (document.paths[route.path] as Record<string, { parameters?: Array<Record<string, unknown>> }>)[
    route.method.toLowerCase()
  ]!.parameters!;
  return listed.flatMap((p, i) => {
    if (typeof p.$ref === 'string') {
      const name = (p.$ref as string).split('/').pop()!;
      const shared = document.components.parameters[name] as unknown as DocumentParameter;
      return [{ ...shared, pointer: `/components/parameters/${name}/schema` }];
    }
    return [{ ...(p as unknown as DocumentParameter), pointer: `${base}/${i}/schema` }];
  });
}

/** A valid value of a query parameter to derive near misses from (its first enum value, a date-time, a number, a code). */
function seedOf(parameter: DocumentParameter): string {
  if (parameter.schema.enum) return parameter.schema.enum[0]!;
  if (parameter.schema.format === 'date-time') return '2026-05-04T09:30:00Z';
  if (parameter.schema.type === 'integer') return '20';
  return 'NG';
}

/** Values a tester tries in any query parameter, beside the near misses of a valid one. */
const ANY_QUERY_VALUES = ['0', '-1', '101', '1.5', '1e3', 'abc', 'a', 'NGN', 'ngn', 'USDC', 'x'.repeat(300), '2026-13-45', 'true', '%'];

/** As a query parameter arrives: a string, read as a number where the parameter is numeric (the server coerces). */
const asSent = (parameter: DocumentParameter, value: string): unknown =>
  (parameter.schema.type === 'integer' || parameter.schema.type === 'number') && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)
    ? Number(value)
    : value;

/**
 * Parameters too: for every route with path or query parameters, each parameter in turn gets
 * the near misses of a valid value (and, in the query, values a tester tries anywhere); every
 * one the server refuses with 400 `invalid_request` naming that parameter must fail the
 * parameter's schema in the document.
 */
const parameterRoutes = routeList.filter((r) => r.schemas.params || r.schemas.query);

describe('the OpenAPI document is no looser than the server on path and query parameters', () => {
  for (const route of parameterRoutes) {
    it.concurrent(`${route.method} ${route.path}: every parameter value the server refuses, the document refuses too`, async () => {
      const { sandbox: t } = await tenantsOf(`strict parameters ${route.id}`);
      const params = await createParams(route, t);
      const example = route.schemas.body ? await exampleFor(route, t, await sinkUrl(), params) : {};
      const looser: string[] = [];
      let refused = 0;
      let sent = 0;
      for (const parameter of parametersOf(route).filter((p) => p.in === 'path' || p.in === 'query')) {
        const values =
          parameter.in === 'path'
            ? stringMisses(params[parameter.name]!).map(([, v]) => v)
            : [...stringMisses(seedOf(parameter)).map(([, v]) => v), ...ANY_QUERY_VALUES];
        for (const value of new Set(values)) {
          const res = await apiWithRetry(
            route.method,
            fillPath(route, { ...params, ...(parameter.in === 'path' ? { [parameter.name]: value } : {}) }),
            {
              ...(route.scope === null ? {} : { token: t.token }),
              ...(parameter.in === 'query' ? { query: { [parameter.name]: value } } : {}),
              ...(example.body === undefined ? {} : { body: example.body }),
              headers: {
                ...example.headers,
                ...(route.signature ? { [PARTNER_SIGNATURE_HEADER]: signedCallback(example.body).headers[PARTNER_SIGNATURE_HEADER]! } : {}),
              },
            },
          );
          sent++;
          const named = Object.keys(res.body?.error?.details?.fields ?? {});
          if (res.status !== 400 || res.body?.error?.code !== 'invalid_request' || !named.includes(`${parameter.in}.${parameter.name}`))
            continue;
          refused++;
          if (validate(parameter.pointer, asSent(parameter, value)).length > 0) continue;
          looser.push(`${parameter.in} ${parameter.name}=${JSON.stringify(value)} → server: ${JSON.stringify(res.body.error.details)}`);
        }
      }
      summary.push(`${route.id} parameters ${refused} of ${sent} refused`);
      expect(looser, `parameter values of ${route.id} the server refuses but the document allows`).toEqual([]);
    }, 180_000);
  }
});

/**
 * What the document's examples assume of the workspace, made in a test's fresh one with the
 * resource factories (test/support/resources/): ids that cannot exist there are replaced with real
 * ones (the funded wallet a transfer is sent from, the quote of the quote request in the path, the
 * hybrid-mode payment a partner's callback is about), and a wallet's network is enabled first, as
 * the walk-through does. Everything else is sent exactly as the document shows it; path parameters
 * are the factories' resources, as in the tests above.
 */

const PREPARE: Record<string, (body: any, t: Tenant, params: Record<string, string>) => Promise<unknown>> = {
  createWallet: async (body, t) => {
    await ensureWalletNetwork(t);
    return body;
  },
  createTransfer: async (body, t) => ({ ...body, wallet_id: (await walletSetup(t)).walletId }),
  // A token is made once and shown once: a fresh invitation's, in place of the document's made-up one.
  enrolmentOptions: async (body, t) => ({ ...body, token: (await invitationIn(t)).token }),
  // A passkey is made for one challenge: a fresh registration over a fresh invitation's options.
  enrolMember: async (_body, t) => (await passkeyRegistration(t, (await invitationIn(t)).token, webauthnOrigin())).body,
  createConsoleSessionOptions: async (body, t) => ({ ...body, workspace_id: t.workspaceId }),
  // The example's assertion signs no intent of this stack: approved with the key alone (passkeys are not required there).
  approveTransfer: async () => ({}),
  approveSettingChange: async () => ({}),
  createConsoleSession: async (_body, t) => signInBody(t, (await passkeyMemberIn(t, webauthnOrigin())).passkey, webauthnOrigin()),
  // A passkey is made for one challenge: a fresh registration over options handed out to the owner.
  addPasskey: async (_body, t, params) =>
    (await exampleFor(routeList.find((r) => r.id === 'addPasskey')!, t, await sinkUrl(), params)).body,
  executeQuote: async (body, t, params) => {
    const quotes = await apiWithRetry('GET', `/v1/quote-requests/${params.quoteRequestId}/quotes`, {
      token: t.token,
      query: { environment: t.environment },
    });
    return { ...body, quote_id: quotes.body.data.items[0].id };
  },
  receivePartnerEvent: async (body, t, params) => {
    const route = routeList.find((r) => r.id === 'receivePartnerEvent')!;
    const { data } = (await exampleFor(route, t, await sinkUrl(), params)).body as {
      data: { reference: string; provider_reference: string };
    };
    return { ...body, data: { ...body.data, reference: data.reference, provider_reference: data.provider_reference } };
  },
};

describe("the server takes the document's request examples", () => {
  const cases = bodyRoutes.flatMap((route) => {
    const operation = (
      document.paths[route.path] as Record<
        string,
        { requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } }
      >
    )[route.method.toLowerCase()]!;
    const examples = Object.entries(operation.requestBody?.content['application/json']?.examples ?? {});
    if (examples.length === 0) throw new Error(`${route.id} has no request example in the document`);
    return examples.map(([name, example]) => [`${route.id} ${name}`, route, example.value] as const);
  });

  it.concurrent.each(cases)(
    '%s: 2xx from the local stack',
    async (_, route, value) => {
      const { sandbox: t } = await tenantsOf(`example ${route.id}`);
      const send = async () => {
        const params = await createParams(route, t);
        const body = PREPARE[route.id] ? await PREPARE[route.id]!(value, t, params) : value;
        // A session's own routes (adding a passkey) take the owner's session, never a key.
        const session = route.sessions === 'only' ? (await consoleSessionOf(t.token)).headers : {};
        return apiWithRetry(route.method, fillPath(route, params), {
          ...(route.scope === null ? {} : { token: t.token }),
          body,
          headers: {
            ...session,
            ...(route.signature ? { [PARTNER_SIGNATURE_HEADER]: signedCallback(body).headers[PARTNER_SIGNATURE_HEADER]! } : {}),
          },
        });
      };
      let res = await send();
      // A sandbox payment of the factories ends at the test stack's short funding deadline: one that
      // ended before the request arrived is made again, at most twice.
      for (let again = 0; again < 2 && namesVolatileResource(route) && res.body?.error?.code === 'invalid_state_transition'; again++)
        res = await send();
      expect(res.status < 300 ? 'a success' : res.text, `${route.method} ${route.path}`).toBe('a success');
    },
    120_000,
  );
});
