/**
 * The shape of one route in the route table (`shared/routes.ts`). The CDK stack, the local
 * gateway, the pipeline and the OpenAPI generator all read routes through this type.
 *
 * A route carries the schemas its function validates at run time (params, query, body). The
 * response schema is documentation: it lives in `shared/responses/<area>.ts`, keyed by route id,
 * so no function bundle builds it at cold start; the handler's return type still follows it
 * (`DataOf`, a type-only link), and `documentedRouteList` joins the two for the OpenAPI document.
 */
import type * as z from 'zod/mini';
import type { RouteScope } from '#shared/model/scopes.ts';
import type { ErrorCode, FieldErrors } from '#shared/model/errors.ts';
import type { IdempotencyKeyHandling } from '#shared/http/middlewares/idempotency-key.ts';
import type { ResponseSchemas } from '#shared/responses.ts';
import type { LogAlarm, Uses } from '#shared/uses.ts';
import type { SecretId } from '#shared/secrets.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the route's function may do to the table; the CDK stack grants exactly this.
 * `none` is for public routes that read nothing (documentation): they get no grant at all.
 */
export type TableAccess = 'none' | 'read' | 'write';

/**
 * A success body sent as is instead of in the envelope (documents and pages, not API resources):
 * the handler's `data` is sent as a string, or JSON-encoded, with this media type.
 */
export interface RawBody {
  /** Without parameters, as it appears in the OpenAPI document (`text/html`); UTF-8 is implied. */
  mediaType: 'application/json' | 'text/html' | 'text/javascript' | 'text/markdown';
}

/** How a signed route is authenticated (`HttpRoute.signature`; shared/crypto/partner-signature.ts). */
export interface RequestSignature {
  header: 'Partner-Signature';
  secret: SecretId;
}

/** What the route's function validates, at run time. */
export interface RouteSchemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

/** A route's schemas with its response: what the OpenAPI generator and the tests read. */
export interface DocumentedSchemas extends RouteSchemas {
  /** The schema of `data` in a success envelope (`shared/responses/<area>.ts`). */
  response: z.ZodMiniType;
}

export interface HttpRoute<S extends RouteSchemas = RouteSchemas, Id extends string = string> {
  /** Stable identifier (camelCase); names the Lambda function, the OpenAPI operation and the response schema. */
  id: Id;
  method: HttpMethod;
  /** API Gateway path with `{name}` parameters: under `/v1`, except the `/docs` pages (raw, public). */
  path: string;
  /** The Lambda entry file, relative to the repository root. */
  entry: string;
  /** The scope a key needs (`any_key`: any valid key); `null` for a public route. */
  scope: RouteScope | null;
  access: TableAccess;
  /**
   * Set on a public route (scope `null`) that a caller outside the workspaces authenticates by
   * signing the raw body instead of with an API key (the partner's callbacks): the header the
   * signature comes in and the secret it is made with, which `uses.readsSecrets` must declare.
   * The pipeline refuses a bad signature with 401 `invalid_signature` before reading the body.
   */
  signature?: RequestSignature;
  /**
   * Whether a console session may authenticate the route (docs/console.md, Sessions): `allowed`,
   * beside an API key (the session's member needs the route's scope); `only`, a session's own
   * routes (sign-out, the current session). Absent: API keys only, and a session cookie is
   * ignored. Such a route's entry is built with `sessionHttp` (shared/http/session-pipeline.ts),
   * which refuses every state change without the session's CSRF token.
   */
  sessions?: 'allowed' | 'only';
  /**
   * Set on a public route that starts or answers a passkey ceremony: each request counts against
   * its source address's per-container budget of unauthenticated attempts (429 `rate_limited` over it).
   */
  limitedPerSource?: true;
  /**
   * Set when the body may be left out (the approvals, whose passkey assertion is optional): it is
   * then read as `{}`. Only for routes built with `sessionHttp`, which does that.
   */
  optionalBody?: true;
  /**
   * What the route's function uses beyond the table (queues it sends to, secrets it reads): its
   * environment and grants, in AWS and locally, come from this and nothing else.
   */
  uses?: Uses;
  /**
   * Set (with the reason) on the few GET routes that persist lazily evaluated state changes,
   * such as ramp payments settling due transitions when read; they are granted write access.
   */
  writesOnRead?: string;
  /** Beta routes may change; they report the provider network mode header. */
  beta: boolean;
  /** The success status. */
  status: 200 | 201 | 202 | 204;
  /**
   * Other success statuses the route answers with, with the same response schema and a word on
   * when (a dry run's 200 beside a create's 201).
   */
  alsoSucceeds?: Readonly<Partial<Record<200 | 201 | 202, string>>>;
  summary: string;
  schemas: S;
  /** Error codes this route can answer with, beyond the ones every authenticated route can. */
  errors: readonly ErrorCode[];
  /** Longer description for the reference (Markdown): contract facts the schemas cannot express. */
  description?: string;
  /** Groups the route in the reference; defaults to the first path segment after `/v1`. */
  tag?: string;
  /**
   * What a create (POST answering 201) does with the `Idempotency-Key` header
   * (`shared/http/middlewares/idempotency-key.ts`): `takesIdempotencyKey`, with an optional
   * `idempotency_key` in its body, which the header stands for (a replay answers with
   * `Idempotent-Replayed: true`). Other routes ignore it.
   */
  idempotencyKey?: IdempotencyKeyHandling;
  /**
   * Adds to the field errors of a refused request what its schemas cannot say, from the rest of
   * the body (an amount's decimals, from the asset the body names).
   */
  explainInvalid?: (fields: FieldErrors, body: unknown) => void;
  /** Request headers the route reads, by name, with what they mean. */
  requestHeaders?: Readonly<Record<string, string>>;
  /** Headers the route sets on success, by name, with what they mean. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** Set when the success body is not the JSON envelope; failures still use the envelope. */
  raw?: RawBody;
  /** Alarms on what the route's function logs (`LogAlarm`), as queues and schedules declare theirs. */
  logAlarms?: readonly LogAlarm[];
  /**
   * Files the function reads at run time (package paths such as `pkg/dist/file.js`): the CDK
   * bundling copies each beside the bundle, where `readBundledFile` finds it.
   */
  bundledFiles?: readonly string[];
}

/** A route joined with its response schema (`documentedRouteList` in `shared/responses.ts`). */
export type DocumentedRoute = HttpRoute<DocumentedSchemas>;

/** Declares a route, keeping the literal id and schema types for the handler's typing. */
export function defineRoute<const Id extends string, S extends RouteSchemas>(route: HttpRoute<S, Id>): HttpRoute<S, Id> {
  return route;
}

type Infer<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export type ParamsOf<R> = R extends HttpRoute<infer S> ? Infer<S['params']> : never;
export type QueryOf<R> = R extends HttpRoute<infer S> ? Infer<S['query']> : never;
export type BodyOf<R> = R extends HttpRoute<infer S> ? Infer<S['body']> : never;
/**
 * What the handler returns as `data`: the input type of the route's response schema, found by
 * id. A route whose id lost its literal type gets `never`, so the mistake cannot compile; an id
 * outside the table (a test's fixture route) has no schema and gets `unknown`.
 */
export type DataOf<R> =
  R extends HttpRoute<RouteSchemas, infer Id>
    ? string extends Id
      ? never
      : Id extends keyof ResponseSchemas
        ? z.input<ResponseSchemas[Id]>
        : unknown
    : never;
