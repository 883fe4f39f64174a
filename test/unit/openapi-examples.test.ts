/**
 * Every documented route shows a realistic example: each request body at least one (creating a
 * ramp payment one per rail family and direction), each JSON success its `data`. Each example
 * fits its own schema in the generated document under Ajv (JSON Schema 2020-12), an
 * implementation independent of the zod schemas the document comes from: request examples the
 * request body's schema, success examples the whole envelope. That the server takes each request
 * example is test/reliability/openapi-strictness.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import type { DocumentedRoute } from '#shared/http/route.ts';
import type { MediaType, Operation } from '#shared/openapi/types.ts';
import { RAMP_RAILS } from '#shared/model/ramp/vocabulary.ts';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { isValidIBAN } from 'ibantools';
import { ROUTE_EXAMPLES } from '#shared/openapi/examples/index.ts';
import { createValidator, pointerSegment } from '../support/conformance/validator.ts';

const document = buildOpenApiDocument(documentedRouteList);
const validate = createValidator(document);

/**
 * Routes whose success is not a JSON `data` in the envelope: the reference page (HTML), its
 * renderer (JavaScript), the document itself (an example of it would be the document again) and
 * the console's pages (HTML).
 */
const NO_SUCCESS_EXAMPLE = [
  'getOpenApiDocument',
  'getDocsPage',
  'getDocsRenderer',
  'getGuide',
  'getConsolePage',
  'getConsoleEnrolmentPage',
];

const operationPointer = (route: DocumentedRoute) => `/paths/${pointerSegment(route.path)}/${route.method.toLowerCase()}`;
const operationOf = (route: DocumentedRoute) => (document.paths[route.path] as Record<string, Operation>)[route.method.toLowerCase()]!;
const requestMedia = (route: DocumentedRoute): MediaType | undefined => operationOf(route).requestBody?.content['application/json'];
const successMedia = (route: DocumentedRoute): MediaType | undefined =>
  operationOf(route).responses[String(route.status)]?.content?.['application/json'];

describe('OpenAPI examples', () => {
  it('every route with a request body has a request example', () => {
    const missing = documentedRouteList
      .filter((r) => r.schemas.body && Object.keys(requestMedia(r)?.examples ?? {}).length === 0)
      .map((r) => r.id);
    expect(missing, 'add a request example in shared/openapi/examples/').toEqual([]);
  });

  it('every route with a JSON success has a success example, except the raw documentation routes', () => {
    const documented = documentedRouteList.filter((r) => r.status !== 204 && !NO_SUCCESS_EXAMPLE.includes(r.id));
    const missing = documented.filter((r) => !successMedia(r)?.examples?.success).map((r) => r.id);
    expect(missing, 'add a response example in shared/openapi/examples/').toEqual([]);
    // The exceptions are exactly the raw routes: a raw route that turned JSON would need an example.
    expect(
      documentedRouteList
        .filter((r) => r.raw)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...NO_SUCCESS_EXAMPLE].sort());
  });

  const withBody = documentedRouteList.filter((r) => r.schemas.body);
  it.each(withBody.map((r) => [r.id, r] as const))('%s: each request example fits the request schema', (_, route) => {
    const schema = `${operationPointer(route)}/requestBody/content/application~1json/schema`;
    for (const [name, example] of Object.entries(requestMedia(route)?.examples ?? {})) {
      expect(validate(schema, example.value), `${route.id} ${name}`).toEqual([]);
    }
  });

  const withSuccess = documentedRouteList.filter((r) => !r.raw && r.status !== 204);
  it.each(withSuccess.map((r) => [r.id, r] as const))('%s: the success example fits the success envelope', (_, route) => {
    const schema = `${operationPointer(route)}/responses/${route.status}/content/application~1json/schema`;
    const example = successMedia(route)?.examples?.success;
    expect(example, route.id).toBeDefined();
    expect(validate(schema, example!.value)).toEqual([]);
  });

  const alsoSucceeds = documentedRouteList.flatMap((r) =>
    Object.keys(r.alsoSucceeds ?? {}).map((status) => [`${r.id} ${status}`, r, status] as const),
  );
  it.each(alsoSucceeds)('%s: the other success status has its example, fitting its envelope', (_, route, status) => {
    const example = operationOf(route).responses[status]?.content?.['application/json']?.examples?.success;
    expect(example, `add also[${status}] to ${route.id}'s examples`).toBeDefined();
    expect(validate(`${operationPointer(route)}/responses/${status}/content/application~1json/schema`, example!.value)).toEqual([]);
  });

  it('the check catches an example that does not fit', () => {
    const route = documentedRouteList.find((r) => r.id === 'createApiKey')!;
    const value = requestMedia(route)!.examples!.request!.value as Record<string, unknown>;
    expect(
      validate(`${operationPointer(route)}/requestBody/content/application~1json/schema`, {
        ...value,
        scopes: ['wallets:read', 'wallets:read'],
      }),
    ).not.toEqual([]);
    const success = successMedia(route)!.examples!.success!.value as { data: Record<string, unknown> };
    expect(
      validate(`${operationPointer(route)}/responses/201/content/application~1json/schema`, {
        ...success,
        data: { ...success.data, token: 7 },
      }),
    ).not.toEqual([]);
  });

  it('values look real: UUIDv7 ids, 2026 timestamps, checksummed addresses, valid IBANs, E.164 phone numbers', () => {
    const problems: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
        return;
      }
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
        return;
      }
      if (typeof value !== 'string') return;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.exec(value);
      // Version 5: the provider directory's ids, derived from the catalogue as the server does.
      if (uuid && uuid[1] !== '7' && !(uuid[1] === '5' && /provider|corridor|^\S+\.(listProviders|getProvider)/.test(path)))
        problems.push(`${path}: UUID v${uuid[1]}`);
      if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !value.startsWith('2026-')) problems.push(`${path}: ${value} is not in 2026`);
      // Lower case is how a caller may send an address (the server stores it checksummed).
      if (/^0x[0-9a-fA-F]{40}$/.test(value) && value !== value.toLowerCase() && normalizeAddress('evm', value) !== value)
        problems.push(`${path}: ${value} not EIP-55`);
      if (/address$|\.address$/.test(path) && value.startsWith('T') && normalizeAddress('tron', value) !== value)
        problems.push(`${path}: not a Tron address`);
      if (/iban$/.test(path) && !isValidIBAN(value.replace(/\s/g, ''))) problems.push(`${path}: IBAN check digits`);
      if (/phone_number$/.test(path) && !/^\+[1-9]\d{7,14}$/.test(value)) problems.push(`${path}: not E.164`);
    };
    walk(ROUTE_EXAMPLES, 'examples');
    expect(problems).toEqual([]);
  });

  it('creating a ramp payment has a named example per rail family and direction', () => {
    const route = documentedRouteList.find((r) => r.id === 'createRampPayment')!;
    const examples = Object.values(requestMedia(route)!.examples!).map((e) => e.value as { direction: string; rail: string });
    const family = (rail: string) => (rail === 'wallet' || rail === 'mobile_money' ? rail : 'bank');
    const seen = new Set(examples.map((e) => `${e.direction} ${family(e.rail)}`));
    expect([...seen].sort()).toEqual([
      'off_ramp bank',
      'off_ramp mobile_money',
      'off_ramp wallet',
      'on_ramp bank',
      'on_ramp mobile_money',
      'on_ramp wallet',
    ]);
    for (const e of examples) expect(RAMP_RAILS).toContain(e.rail);
    for (const e of Object.values(requestMedia(route)!.examples!)) expect(e.summary, 'each named example says what it is').toBeTruthy();
  });
});
