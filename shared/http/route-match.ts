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

/** The edit distance (insertions, deletions, substitutions) between two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The paths a mistyped one may have meant: without `/v1`, with a trailing or doubled slash, or as written. */
function spellings(rawPath: string): string[] {
  const tidy = `/${rawPath.split('/').filter(Boolean).join('/')}`.toLowerCase();
  return tidy.startsWith('/v1/') || tidy === '/v1' ? [tidy] : [tidy, `/v1${tidy === '/' ? '' : tidy}`];
}

/**
 * The routes a path that matches none was probably meant for (404 `details.did_you_mean`): a
 * route whose path has as many segments, each literal segment at most a third of its length
 * (and at least one character) away from the request's, after tidying slashes, case and a
 * missing `/v1`. Each suggestion is `METHOD path`, with the request's own values in place of the
 * route's parameters; routes serving the request's method first, closest first, at most three.
 */
export function nearMisses(routes: readonly HttpRoute[], method: string, rawPath: string): string[] {
  const found: { suggestion: string; distance: number; sameMethod: boolean }[] = [];
  for (const candidate of spellings(rawPath)) {
    const segments = candidate.split('/');
    for (const route of routes) {
      const template = route.path.split('/');
      if (template.length !== segments.length) continue;
      let distance = 0;
      const path: string[] = [];
      for (let i = 0; i < template.length && distance !== Number.POSITIVE_INFINITY; i++) {
        const expected = template[i]!;
        const actual = segments[i]!;
        if (isParam(expected)) {
          path.push(actual === '' ? expected : actual);
          continue;
        }
        const d = editDistance(actual, expected.toLowerCase());
        distance = d > Math.max(1, Math.floor(expected.length / 3)) ? Number.POSITIVE_INFINITY : distance + d;
        path.push(expected);
      }
      if (distance === Number.POSITIVE_INFINITY) continue;
      found.push({ suggestion: `${route.method} ${path.join('/')}`, distance, sameMethod: route.method === method.toUpperCase() });
    }
  }
  found.sort((a, b) => Number(b.sameMethod) - Number(a.sameMethod) || a.distance - b.distance);
  return [...new Set(found.map((f) => f.suggestion))].slice(0, 3);
}
