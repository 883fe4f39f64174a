/**
 * Examples for the reference: request bodies and a success `data` per route, typed against the
 * route's own schemas and kept by area in this folder. Only the OpenAPI generator imports them
 * (the document is served from a file), so they never reach a function's bundle.
 * test/unit/openapi-examples.test.ts fails when a documented route lacks one, or when one does not
 * fit its schema; test/reliability/openapi-strictness.test.ts sends every request example to the
 * local stack.
 */
import type { NamedExample, RouteExamples } from '#shared/openapi/examples/types.ts';
import { workspaceExamples } from '#shared/openapi/examples/workspace.ts';
import { webhookExamples } from '#shared/openapi/examples/webhooks.ts';
import { walletExamples } from '#shared/openapi/examples/wallets.ts';
import { rampExamples } from '#shared/openapi/examples/ramp.ts';
import { quoteExamples } from '#shared/openapi/examples/quotes.ts';
import { consoleExamples } from '#shared/openapi/examples/console.ts';
import { memberExamples } from '#shared/openapi/examples/members.ts';

export type { NamedExample, RouteExample, RouteExamples } from '#shared/openapi/examples/types.ts';

export const ROUTE_EXAMPLES: RouteExamples = {
  ...workspaceExamples,
  ...webhookExamples,
  ...walletExamples,
  ...rampExamples,
  ...quoteExamples,
  ...consoleExamples,
  ...memberExamples,
};

/** The route's request examples by name, as the OpenAPI media object lists them (`request` for a single one). */
export function requestExamplesOf(routeId: string): Record<string, NamedExample<unknown>> | undefined {
  const examples = (ROUTE_EXAMPLES as Record<string, { request?: unknown; requests?: Record<string, NamedExample<unknown>> } | undefined>)[
    routeId
  ];
  if (examples?.requests) return examples.requests;
  if (examples?.request !== undefined) return { request: { summary: 'Example', value: examples.request } };
  return undefined;
}

/** The route's success `data` example for `status` (its main success status unless `also` is set), if it has one. */
export function responseExampleOf(routeId: string, also?: number): unknown {
  const examples = (ROUTE_EXAMPLES as Record<string, { response?: unknown; also?: Record<number, unknown> } | undefined>)[routeId];
  return also === undefined ? examples?.response : examples?.also?.[also];
}
