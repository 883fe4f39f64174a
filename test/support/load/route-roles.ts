/**
 * What the route table says about each route's role in a load run: the create routes (201 on a
 * collection path), the path parameter a create route's id feeds (`POST /v1/webhooks` feeds
 * `{webhookId}` of `/v1/webhooks/{webhookId}`), and the delete route that removes one.
 */
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';

/** A route that creates a resource: a POST answering 201 (a collection's create, a deposit, a quote's execution). */
export const isCreate = (route: HttpRoute): boolean => route.method === 'POST' && route.status === 201;

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
 * The id a create route's answer carries: a ramp payment's `reference`, else `data.id`, else
 * the `id` of the first object in `data` that has one (`data.wallet.id`).
 */
export function createdId(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { reference, id: direct } = data as { reference?: unknown; id?: unknown };
  if (typeof reference === 'string') return reference;
  if (typeof direct === 'string') return direct;
  for (const value of Object.values(data)) {
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'string') return id;
  }
  return undefined;
}
