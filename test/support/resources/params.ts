/**
 * Path parameters of a route, filled with real resources of a tenant (through the factories)
 * or, for a name no factory knows, with a random value of the right shape.
 */
import fc from 'fast-check';
import type { HttpRoute } from '#shared/http/route.ts';
import { arbitraryOf } from '../fuzz/json-schema-arb.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { factoryFor, servesEnvironment } from '#shared/fixtures/factories.ts';
import type { Tenant } from './tenant.ts';

export type ParamSet = Record<string, string>;

/** `{name}` segments of a route path, in order. */
export function pathParamsOf(route: HttpRoute): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Percent-encodes only what cannot appear in a request line, keeping `/`, `%`, `.` and friends raw. */
function looseEncode(value: string): string {
  return [...value]
    .map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== '?' && ch !== '#' ? ch : encodeURIComponent(ch.isWellFormed() ? ch : '\uFFFD')))
    .join('');
}

/** The concrete path; values are percent-encoded, or only loosely when `raw` (so `/` and `%` pass as they are). */
export function fillPath(route: HttpRoute, params: ParamSet, raw = false): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    (raw ? looseEncode : (v: string) => encodeURIComponent(v.isWellFormed() ? v : v.toWellFormed()))(params[name] ?? ''),
  );
}

/** A random value of the parameter's own schema (or a UUID when it has none). */
export function randomParam(route: HttpRoute, name: string): string {
  const [sample] = route.schemas.params ? fc.sample(arbitraryOf(route.schemas.params), 1) : [];
  const value = (sample as ParamSet | undefined)?.[name];
  return typeof value === 'string' ? value : crypto.randomUUID();
}

/** Path parameters without a registered factory (reported by the tests that need them). */
export function paramsLackingFactory(route: HttpRoute): string[] {
  return pathParamsOf(route).filter((name) => !factoryFor(name));
}

/**
 * Creates one resource per path parameter of `route` in `tenant` (dependencies first, so a
 * delivery belongs to the webhook in the same set); unknown names get random values.
 */
export async function createParams(route: HttpRoute, tenant: Tenant): Promise<ParamSet> {
  const values: ParamSet = {};
  const ensure = async (name: string): Promise<void> => {
    if (values[name] !== undefined) return;
    const factory = factoryFor(name);
    if (!factory) {
      values[name] = randomParam(route, name);
      return;
    }
    for (const need of factory.needs ?? []) await ensure(need);
    values[name] = await factory.create(tenant, values);
  };
  for (const name of pathParamsOf(route)) await ensure(name);
  return values;
}

/** True when every parameter of the route names an environment-scoped resource. */
export function isEnvironmentScoped(route: HttpRoute): boolean {
  return pathParamsOf(route).every((name) => factoryFor(name)?.environmentScoped ?? true);
}

/** True for a sandbox-only route (it declares `sandbox_only`): live callers get 403 whatever the id. */
export const isSandboxOnlyRoute = (route: HttpRoute): boolean => route.errors.includes('sandbox_only');

/** False when the route is sandbox-only, or a resource it names cannot exist in `environment` (a live wallet). */
export function routeAvailableIn(route: HttpRoute, environment: Environment): boolean {
  if (environment === 'live' && isSandboxOnlyRoute(route)) return false;
  return pathParamsOf(route).every((name) => {
    const factory = factoryFor(name);
    return !factory || servesEnvironment(factory, environment);
  });
}

/** False when the route names a directory entry (a provider) rather than a tenant's resource. */
export function namesTenantResource(route: HttpRoute): boolean {
  return pathParamsOf(route).every((name) => !factoryFor(name)?.directory);
}

/** Stops the volatile resources among the route's parameters (ResourceFactory.stop), so none moves on by itself afterwards. */
export async function stopVolatile(route: HttpRoute, tenant: Tenant, params: ParamSet): Promise<void> {
  for (const name of pathParamsOf(route)) {
    const factory = factoryFor(name);
    const id = params[name];
    if (factory?.volatile && factory.stop && id !== undefined) await factory.stop(tenant, id);
  }
}

/** True when a resource the route names moves on by itself within seconds (see ResourceFactory.volatile). */
export function namesVolatileResource(route: HttpRoute): boolean {
  return pathParamsOf(route).some((name) => factoryFor(name)?.volatile === true);
}
