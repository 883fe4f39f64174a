/**
 * One realistic request per route, keyed by route id, in one map assembled from the areas'
 * files under bench/scenarios/. Each scenario must be answered with a 2xx: the bench reports
 * (and counts as a miss) any invocation that was not, so a broken scenario cannot quietly
 * measure an error path. A route without an entry is still measured, with a generic request
 * (random ids in the path, `{}` as a body) that is usually refused, and the report says so.
 * Add an entry when a route lands; the resources it needs come from the fixture registry
 * (test/support/resources/*-factories.ts), which the tests share.
 */
import { randomUUID } from 'node:crypto';
import { rampScenarios } from '#bench/scenarios/ramp.ts';
import { walletScenarios } from '#bench/scenarios/wallets.ts';
import { webhookScenarios } from '#bench/scenarios/webhooks.ts';
import type { Scenario } from '#bench/scenarios/scenario.ts';
import { workspaceScenarios } from '#bench/scenarios/workspace.ts';
import { memberScenarios } from '#bench/scenarios/members.ts';
import type { HttpRoute } from '#shared/http/route.ts';

export type { Scenario } from '#bench/scenarios/scenario.ts';

export const SCENARIOS: Readonly<Record<string, Scenario>> = {
  ...workspaceScenarios,
  ...memberScenarios,
  ...webhookScenarios,
  ...walletScenarios,
  ...rampScenarios,
};

/** Random ids for the path's parameters and, for a route that takes one, an empty body. */
export function genericScenario(route: HttpRoute): Scenario {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return () => ({
    ...(names.length > 0 ? { pathParameters: Object.fromEntries(names.map((n) => [n, randomUUID()])) } : {}),
    ...(route.schemas.body ? { body: {} } : {}),
  });
}

/** The route's scenario, and whether it is a real one or the generic stand-in. */
export function scenarioFor(route: HttpRoute): { scenario: Scenario; generic: boolean } {
  const own = SCENARIOS[route.id];
  return own ? { scenario: own, generic: false } : { scenario: genericScenario(route), generic: true };
}
