/**
 * The shape of one route in the route table (`shared/routes.ts`). The CDK stack, the local
 * gateway, the pipeline and the OpenAPI generator all read routes through this type.
 */
import type * as z from 'zod/mini';
import type { Scope } from '#shared/scopes.ts';
import type { ErrorCode } from '#shared/http/errors.ts';

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
  mediaType: 'application/json' | 'text/html' | 'text/javascript';
}

export interface RouteSchemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The schema of `data` in a success envelope. */
  response: z.ZodMiniType;
}

export interface HttpRoute<S extends RouteSchemas = RouteSchemas> {
  /** Stable identifier (camelCase); names the Lambda function and the OpenAPI operation. */
  id: string;
  method: HttpMethod;
  /** API Gateway path with `{name}` parameters: under `/v1`, except the `/docs` pages (raw, public). */
  path: string;
  /** The Lambda entry file, relative to the repository root. */
  entry: string;
  /** The scope a key needs; `null` for a public route. */
  scope: Scope | null;
  access: TableAccess;
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
  /** Request headers the route reads, by name, with what they mean. */
  requestHeaders?: Readonly<Record<string, string>>;
  /** Headers the route sets on success, by name, with what they mean. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** Set when the success body is not the JSON envelope; failures still use the envelope. */
  raw?: RawBody;
  /**
   * Files the function reads at run time (package paths such as `pkg/dist/file.js`): the CDK
   * bundling copies each beside the bundle, where `readBundledFile` finds it.
   */
  bundledFiles?: readonly string[];
}

/** Declares a route, keeping the literal schema types for the handler's request typing. */
export function defineRoute<S extends RouteSchemas>(route: HttpRoute<S>): HttpRoute<S> {
  return route;
}

type Infer<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export type ParamsOf<R> = R extends HttpRoute<infer S> ? Infer<S['params']> : never;
export type QueryOf<R> = R extends HttpRoute<infer S> ? Infer<S['query']> : never;
export type BodyOf<R> = R extends HttpRoute<infer S> ? Infer<S['body']> : never;
export type DataOf<R> = R extends HttpRoute<infer S> ? z.input<S['response']> : never;
