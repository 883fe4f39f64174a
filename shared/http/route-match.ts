/** Matching a request to a route of the route table, the way API Gateway HTTP API does (gateway and fallback share it). */
import type { HttpRoute } from '#shared/http/route.ts';

export interface RouteMatch {
  route: HttpRoute;
  /** Route key as API Gateway reports it: `POST /v1/api-keys/{apiKeyId}/revoke`. */
  routeKey: string;
  /** Percent-decoded values of the `{name}` segments. */
  pathParameters: Record<string, string>;
}

/**
 * Finds the route for a method and raw (still percent-encoded) path. Literal segments win over
 * `{param}` segments, as in API Gateway; a trailing slash or an empty segment matches nothing.
 */
export function matchRoute(routes: readonly HttpRoute[], method: string, rawPath: string): RouteMatch | null {
  const segments = rawPath.split('/');
  let best: { match: RouteMatch; literals: number } | null = null;
  for (const route of routes) {
    if (route.method !== method.toUpperCase()) continue;
    const template = route.path.split('/');
    if (template.length !== segments.length) continue;
    const params = matchSegments(template, segments);
    if (!params) continue;
    const literals = template.filter((t) => !isParam(t)).length;
    if (!best || literals > best.literals) {
      best = { match: { route, routeKey: `${route.method} ${route.path}`, pathParameters: params }, literals };
    }
  }
  return best?.match ?? null;
}

function matchSegments(template: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i] ?? '';
    const actual = segments[i] ?? '';
    if (isParam(expected)) {
      if (actual === '') return null;
      params[expected.slice(1, -1)] = decode(actual);
    } else if (decode(actual) !== expected) {
      return null;
    }
  }
  return params;
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** A malformed escape (`%zz`) is passed through as is rather than failing the request. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The methods `routes` serve on a raw path (empty when no route has that path). */
export function allowedMethods(routes: readonly HttpRoute[], rawPath: string): string[] {
  const methods = routes.map((r) => r.method).filter((m, i, all) => all.indexOf(m) === i);
  return methods.filter((method) => matchRoute(routes, method, rawPath) !== null);
}
