/**
 * What the bench measures, read from the route table so a route added to `shared/routes.ts`
 * is measured with no change here: the floor, every route's function, and the fallback.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { FALLBACK_ENTRY, routeList } from '#shared/routes.ts';

export type FunctionKind = 'floor' | 'route' | 'fallback';

export interface BenchFunction {
  /** The route id; `floor` and `fallback` for the other two. */
  id: string;
  kind: FunctionKind;
  /** Entry file relative to the repository root. */
  entry: string;
  route: HttpRoute | null;
}

/** The floor handler's entry, relative to the repository root. */
export const FLOOR_ENTRY = 'bench/floor/handler.ts';

export const FLOOR: BenchFunction = { id: 'floor', kind: 'floor', entry: FLOOR_ENTRY, route: null };

/** Every HTTP function the CDK stack deploys: one per route, plus the `$default` fallback. */
export function httpFunctions(routes: readonly HttpRoute[] = routeList): BenchFunction[] {
  return [
    ...routes.map((route): BenchFunction => ({ id: route.id, kind: 'route', entry: route.entry, route })),
    { id: 'fallback', kind: 'fallback', entry: FALLBACK_ENTRY, route: null },
  ];
}

/** The floor first, then the HTTP functions, optionally only those whose id is in `only`. */
export function benchFunctions(only?: readonly string[]): BenchFunction[] {
  const selected = httpFunctions().filter((fn) => !only || only.includes(fn.id));
  return [FLOOR, ...selected];
}
