/**
 * What the route table says about each route's role in a load run: the create routes (201 on a
 * collection path), the path parameter a create route's id feeds (`POST /v1/webhooks` feeds
 * `{webhookId}` of `/v1/webhooks/{webhookId}`), and the delete route that removes one.
 */
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';

/** A route that creates a resource: a POST answering 201 (a collection's create, a deposit, a quote's execution). */
export const isCreate = (route: HttpRoute): boolean => route.method === 'POST' && route.status === 201;

/**
 * Creates whose resource is kept outside the workspace's partitions, so the accounting (which
 * reads those partitions) cannot find it: a console session is stored under its token's hash
 * alone, found only by scanning the whole table. Sign-in's write is proved by its own tests.
 */
export const OUTSIDE_THE_WORKSPACE: ReadonlySet<string> = new Set(['createConsoleSession']);

/** The parameter that names what `create` creates, or undefined when no route reads it back. */
export function fedParam(create: HttpRoute): string | undefined {
  for (const route of routeList) {
    const match = new RegExp(`^${create.path.replace(/[/.]/g, '\\$&')}/\\{(\\w+)\\}$`).exec(route.path);
    if (match) return match[1];
  }
  return undefined;
}

/** The route that deletes one of what `create` creates (`DELETE <path>/{id}`). */
export function deleteRouteOf(create: HttpRoute): HttpRoute | undefined {
  const param = fedParam(create);
  return routeList.find((r) => r.method === 'DELETE' && r.path === `${create.path}/{${param}}`);
}

/**
 * Routes that send a webhook delivery at once. A live webhook points at a public host, so in a
 * load run these go to sandbox tenants only: no traffic may leave this machine.
 */
export const SENDS_DELIVERIES = new Set(['testWebhook', 'resendWebhookDelivery']);

/**
 * The ids a create route's answer carries, the created resource's first: a ramp payment's
 * `reference`, else `data.id`, else the `id` of each object in `data` that has one (`data.wallet.id`).
 */
export function createdIds(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const { reference, id: direct } = data as { reference?: unknown; id?: unknown };
  if (typeof reference === 'string') return [reference];
  if (typeof direct === 'string') return [direct];
  // A create that makes several things answers each (an enrolment: the member and their key; a
  // held invitation: the invitation and its member change).
  return Object.values(data)
    .map((value) => (value as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string');
}
