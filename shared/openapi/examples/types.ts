/** The shape of the examples: typed against each route's own schemas, so a renamed field fails the type check. */
import type { BodyOf, DataOf } from '#shared/http/route.ts';
import type { routes } from '#shared/routes.ts';

type Routes = typeof routes;

/** An example the reference lists by name (an OpenAPI Example Object). */
export interface NamedExample<T> {
  summary: string;
  description?: string;
  value: T;
}

/**
 * A route's examples: one request body (`request`) or several named ones (`requests`, shown as a
 * choice: a ramp payment per rail family and direction), the success `data`, and the `data` of
 * each other success status the route declares (`alsoSucceeds`: a dry run's 200, a change held
 * for a second member's 202), by status.
 */
export type RouteExample<R> = {
  request?: BodyOf<R>;
  requests?: Record<string, NamedExample<BodyOf<R>>>;
  response?: DataOf<R>;
  also?: Record<number, DataOf<R>>;
};

export type RouteExamples = { [K in keyof Routes]?: RouteExample<Routes[K]> };
