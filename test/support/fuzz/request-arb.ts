/**
 * One arbitrary HTTP request per route: path ids (the caller's own resources, another
 * workspace's, random and junk), query strings, bodies (valid-ish, mutated, raw junk: invalid
 * UTF-8, wrong content types, non-objects, oversize) and headers, all derived from the route's
 * schemas. The caller's token is used nearly always; never the other workspace's.
 */
import fc from 'fast-check';
import type { HttpRoute } from '#shared/http/route.ts';
import { MAX_BODY_BYTES } from '#shared/http/middlewares/json-body.ts';
import { fillPath, pathParamsOf, type ParamSet } from '../resources/params.ts';
import { arbitraryOf } from './json-schema-arb.ts';
import { junkValue, mutationOf } from './mutations.ts';
import { plantedIdentityNumber, withPlantedIdentity } from '../secrets/planted.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query string, as sent. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** True when the path ids are another workspace's resources, untouched: the answer must not be a success. */
  foreignIds: boolean;
  /** The key the request was sent with (never printed). */
  token: string;
}

export interface FuzzContext {
  /** The caller's keys (all of one workspace); several, so the per-key write limit rarely answers instead of the route. */
  tokens: string[];
  own: ParamSet[];
  foreign: ParamSet[];
  /** Known-good bodies (the route's registered example): mixed in and mutated, so cases get past the handler's own checks too. */
  examples?: unknown[];
  /** The caller's workspace: listings also get hand-made cursors in its own partitions. */
  workspaceId?: string;
  /**
   * A signed route's signer (`HttpRoute.signature`): the header value for a body signed at a
   * time, with the stack's secret. Most cases are signed properly so they reach validation and
   * the handler; the rest carry no, stale or junk signatures.
   */
  sign?: (body: Buffer, timestamp: number) => string;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'APPLICATION/JSON'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', ''];

const junkString = junkValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined')));

type Signing = 'valid' | 'none' | 'stale' | { junk: string };

const signingArb: fc.Arbitrary<Signing> = fc.oneof(
  { arbitrary: fc.constant('valid' as const), weight: 8 },
  { arbitrary: fc.constantFrom('none' as const, 'stale' as const), weight: 1 },
  {
    arbitrary: fc
      .oneof(junkString, fc.constantFrom('t=1,v1=00', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`))
      .map((junk) => ({ junk: junk.replace(/[^\x20-\x7e]/g, '').slice(0, 300) })),
    weight: 1,
  },
);

function signatureHeader(signing: Signing, body: Buffer | undefined, sign: NonNullable<FuzzContext['sign']>): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  if (signing === 'none') return undefined;
  if (signing === 'valid') return sign(body ?? Buffer.alloc(0), now);
  if (signing === 'stale') return sign(body ?? Buffer.alloc(0), now - 3600);
  return signing.junk;
}

/** Raw bodies no JSON serializer would produce. */
const rawBody: fc.Arbitrary<{ bytes: Buffer; type: string }> = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => ({
    bytes: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(b), Buffer.from('"}')]),
    type: 'application/json',
  })),
  fc
    .constantFrom('[]', '1', 'null', '"s"', 'true', '{', '{"a":', '{"a":1}}', '\uFEFF{}', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}')
    .map((t) => ({ bytes: Buffer.from(t), type: 'application/json' })),
  fc.tuple(fc.jsonValue(), fc.constantFrom(...OTHER_TYPES)).map(([v, type]) => ({ bytes: Buffer.from(JSON.stringify(v)), type })),
  fc.constant({ bytes: Buffer.alloc(MAX_BODY_BYTES + 100, 'a'), type: 'application/json' }),
);

function bodyArb(route: HttpRoute, examples: unknown[]): fc.Arbitrary<{ bytes?: Buffer; type?: string }> {
  const json = (v: unknown, type = 'application/json') => ({ bytes: Buffer.from(JSON.stringify(v) ?? 'null'), type });
  if (!route.schemas.body) {
    return fc.oneof(
      { arbitrary: fc.constant({}), weight: 6 },
      { arbitrary: fc.jsonValue().map((v) => json(v)), weight: 1 },
      { arbitrary: rawBody, weight: 1 },
    );
  }
  // Identity-like fields carry the planted number, which the end-of-run scan looks for in every log and item.
  const generated = arbitraryOf(route.schemas.body).map(withPlantedIdentity);
  const valid = examples.length > 0 ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
  const withStrayIdentity = valid.map((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...v, id_number: plantedIdentityNumber() } : v,
  );
  return fc.oneof(
    { arbitrary: withStrayIdentity.map((v) => json(v)), weight: 1 },
    { arbitrary: fc.tuple(valid, fc.constantFrom(...JSON_TYPES)).map(([v, t]) => json(v, t)), weight: 3 },
    { arbitrary: valid.chain(mutationOf).map((v) => json(v)), weight: 6 },
    { arbitrary: rawBody, weight: 2 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** Sort-key prefixes of the table's items, the listings' and others' (docs/data-model.md). */
const SORT_KEY_PREFIXES = [
  '',
  'APIKEY#',
  'MEMBER#',
  'MEMBER_EMAIL#',
  'WORKSPACE',
  'SETTINGS#TRANSFER_POLICY',
  'WEBHOOK#',
  'EVENT#',
  'EVENT#evt_',
  'DELIVERY#dlv_',
  'ATTEMPT#',
  'WALLET#',
  'BALANCE#',
  'TXN#',
  'TXNREF#',
  'TRANSFER#',
  'ADDRESS#',
  'ADDRESS_UNIQUE#ethereum#',
  'JOB#',
  'PAYMENT#',
  'PAYMENT#rp_',
  'DEPOSIT#ethereum#',
  'FUNDING#',
  'QUOTE_REQUEST#',
  'IDEMP#',
  'PROVIDER#',
];

/**
 * A cursor that decodes to the caller's own partition (either environment, or the workspace's)
 * with a sort key that may or may not be the listing's: the listing must answer 400
 * `invalid_cursor` or a page, never DynamoDB's refusal of the start key as a 500.
 */
function handMadeCursor(workspaceId: string): fc.Arbitrary<string> {
  const hex = (length: number) => fc.string({ minLength: length, maxLength: length, unit: fc.constantFrom(...'0123456789abcdef') });
  const suffix = fc.oneof(
    fc.constantFrom('', '\uffff', '~', '0', '#', 'naira_rails'),
    fc.uuid(),
    fc.tuple(fc.uuid(), fc.uuid()).map(([a, b]) => `${a}#${b}`),
    hex(32),
    hex(32).map((h) => `evt_${h}`),
    hex(32).map((h) => `rp_${h}`),
    junkString.map((j) => j.slice(0, 100)),
  );
  const pk = fc.constantFrom(`WS#${workspaceId}#sandbox`, `WS#${workspaceId}#live`, `WS#${workspaceId}`);
  return fc
    .tuple(pk, fc.constantFrom(...SORT_KEY_PREFIXES), suffix)
    .map(([p, prefix, rest]) => Buffer.from(JSON.stringify({ pk: p, sk: prefix + rest })).toString('base64url'));
}

function queryArb(route: HttpRoute, workspaceId: string | undefined): fc.Arbitrary<string> {
  const env = fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, fc.constantFrom('sandbox', 'live'), junkString);
  const asStrings = (v: unknown) =>
    Object.entries((v ?? {}) as Record<string, unknown>).map(
      ([k, x]) => [k, typeof x === 'string' ? x : (JSON.stringify(x) ?? '')] as [string, string],
    );
  const valid = route.schemas.query ? arbitraryOf(route.schemas.query).map(asStrings) : fc.constant([] as [string, string][]);
  const mutated = route.schemas.query
    ? arbitraryOf(route.schemas.query)
        .chain(mutationOf)
        .map((v) =>
          v && typeof v === 'object' && !Array.isArray(v) ? asStrings(v) : [['q', JSON.stringify(v) ?? 'undefined'] as [string, string]],
        )
    : valid;
  const junkPairs = fc.array(fc.tuple(fc.string({ maxLength: 10 }), junkString), { maxLength: 4 });
  const pairs =
    workspaceId && route.errors.includes('invalid_cursor')
      ? fc.oneof(
          valid,
          mutated,
          junkPairs,
          fc
            .tuple(valid, handMadeCursor(workspaceId))
            .map(([v, cursor]) => [...v.filter(([k]) => k !== 'cursor'), ['cursor', cursor] as [string, string]]),
        )
      : fc.oneof(valid, mutated, junkPairs);
  return fc
    .tuple(
      env,
      pairs,
      fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, fc.constantFrom('&&', '%zz', '=x', 'a&a', 'limit=1&limit=2', '%00=%00')),
    )
    .map(([e, pairs, raw]) => {
      const params = new URLSearchParams(pairs.map(([k, v]) => [k.slice(0, 200), v.slice(0, 2000)]));
      if (e !== undefined) params.set('environment', e.slice(0, 200));
      return [params.toString(), raw].filter(Boolean).join('&');
    });
}

function pathArb(route: HttpRoute, ctx: FuzzContext): fc.Arbitrary<{ path: string; foreignIds: boolean }> {
  const names = pathParamsOf(route);
  if (names.length === 0) return fc.constant({ path: route.path, foreignIds: false });
  const sets = [...ctx.own.map((s) => ({ s, foreign: false })), ...ctx.foreign.map((s) => ({ s, foreign: true }))];
  const override = fc.option(fc.oneof(fc.uuid(), junkString, fc.constantFrom('..', '.', '%2F', 'a/b', ' ', '%')), { freq: 3 });
  return fc
    .tuple(fc.constantFrom(...sets), fc.array(override, { minLength: names.length, maxLength: names.length }), fc.boolean())
    .map(([set, overrides, raw]) => {
      const params = { ...set.s };
      names.forEach((name, i) => {
        if (overrides[i] !== null && overrides[i] !== undefined) params[name] = overrides[i]!.slice(0, 3000);
      });
      const untouched = overrides.every((o) => o === null);
      return { path: fillPath(route, params, raw && !untouched), foreignIds: set.foreign && untouched };
    });
}

const redact = (value: string | undefined) => value?.replace(/wsk_[A-Za-z0-9_-]{8,}/g, 'wsk_<redacted>');

export function requestArb(route: HttpRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const auth = fc.constantFrom(...ctx.tokens).chain((token) =>
    fc
      .oneof(
        { arbitrary: fc.constant(`Bearer ${token}`), weight: 20 },
        fc.constantFrom('', 'Bearer', 'Basic dXNlcjpwYXNz', `bearer  ${token}`, `Bearer ${token}x`),
        fc.string({ minLength: 43, maxLength: 43, unit: fc.constantFrom(...'abcXYZ019-_') }).map((s) => `Bearer wsk_${s}`),
      )
      .map((header) => ({ header, token })),
  );
  const extra = fc.dictionary(
    fc.constantFrom('if-match', 'x-request-id', 'content-encoding', 'accept', 'x-forwarded-for'),
    junkString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 200)),
    { maxKeys: 2 },
  );
  return fc
    .record({
      path: pathArb(route, ctx),
      query: queryArb(route, ctx.workspaceId),
      body: bodyArb(route, ctx.examples ?? []),
      auth,
      extra,
      signing: signingArb,
    })
    .map(({ path, query, body, auth: { header: authorization, token }, extra: headers, signing }) => {
      const all: Record<string, string> = { ...headers };
      if (authorization) all.authorization = authorization;
      if (route.signature && ctx.sign) {
        // Signed when the request is built, so a stale case is stale and a valid one is fresh whenever it runs.
        const signature = signatureHeader(signing, body.bytes, ctx.sign);
        if (signature !== undefined) all[route.signature.header.toLowerCase()] = signature;
      }
      if (body.type) all['content-type'] = body.type;
      const req: FuzzRequest = {
        method: route.method,
        target: query ? `${path.path}?${query}` : path.path,
        headers: all,
        ...(body.bytes ? { body: body.bytes } : {}),
        foreignIds: path.foreignIds,
        token,
      };
      // Counterexamples are printed: never with a live token in them (the run's logs are scanned for tokens).
      const printable = {
        ...req,
        token: undefined,
        headers: { ...all, authorization: redact(all.authorization) },
        body: req.body ? `<${req.body.length} bytes: ${req.body.subarray(0, 200).toString('latin1')}>` : undefined,
      };
      return Object.defineProperty(req, fc.toStringMethod, { value: () => fc.stringify(printable), enumerable: false });
    });
}
