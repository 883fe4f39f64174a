/**
 * The factory registry: how to create the resource a path parameter names. The isolation
 * matrix, the fuzzer, the fault tests and the load test read it, so a route whose path has
 * `{walletId}` is exercised with real wallets once a factory for `walletId` is registered.
 * Unknown parameter names still get random ids, and the tests report them as lacking a factory.
 * The bench makes its fixtures with the same factories (bench/context.ts), over its in-process
 * transport instead of HTTP (transport.ts): the registry and the factories import no vitest.
 * The factories themselves live in factories.ts and the files it imports.
 */
import type { Environment } from '#shared/schemas/common.ts';
import type { Tenant } from './transport.ts';

export { created } from './transport.ts';

export interface ResourceFactory {
  /** The path parameter name, as in the route table (`webhookId`). */
  param: string;
  /** Parameters that must exist first, passed to `create` (a delivery needs its webhook). */
  needs?: readonly string[];
  /** False for workspace-wide resources (API keys), which serve both environments by design. */
  environmentScoped: boolean;
  /**
   * The environments the resource can exist in (default both). Wallets and everything made
   * from them exist only in sandbox: live has no custody provider, so a live wallet can never
   * be created and there is nothing of a live owner to protect.
   */
  environments?: readonly Environment[];
  /**
   * True for entries of a directory every workspace reads (providers): not owned by a tenant,
   * so the isolation matrix has nothing to check on them.
   */
  directory?: boolean;
  /**
   * True when the resource moves on by itself within seconds (a sandbox ramp payment expires
   * unfunded after the test stack's funding window): a test that needs it unchanged over many
   * requests creates a fresh one where it would otherwise reuse one.
   */
  volatile?: boolean;
  /** Creates one resource in the tenant, planting `tenant.canary` where the resource has text; returns its id. */
  create(tenant: Tenant, deps: Record<string, string>): Promise<string>;
}

const registry = new Map<string, ResourceFactory>();

export function registerFactory(factory: ResourceFactory): void {
  registry.set(factory.param, factory);
}

export function factoryFor(param: string): ResourceFactory | undefined {
  return registry.get(param);
}

/** True when the factory can create its resource in the tenant's environment. */
export function servesEnvironment(factory: ResourceFactory, environment: Environment): boolean {
  return factory.environments?.includes(environment) ?? true;
}
