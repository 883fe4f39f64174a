/** Matching concrete paths against the route table's `{param}` templates. */
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = routeList.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
});

/** The route for a method and path, with its decoded path parameters, or undefined. */
export function matchRoute(method: string, path: string): { route: HttpRoute; params: Record<string, string> } | undefined {
  for (const { route, pattern, names } of compiled) {
    if (route.method !== method.toUpperCase()) continue;
    const m = pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1]!);
    });
    return { route, params };
  }
  return undefined;
}

/** The methods the route table serves on a path (empty when the path is unknown). */
export function allowedMethods(path: string): string[] {
  return [...new Set(compiled.filter((c) => c.pattern.test(path)).map((c) => c.route.method))];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
