/** Routes of the webhook area (contract 4.6, 4.7 and section 6). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute, type RouteSchemas } from '#shared/http/route.ts';
import * as wh from '#shared/schemas/webhooks.ts';

const idOnly = { params: wh.webhookIdParams };

/** A route on one webhook; GETs read, everything else writes. Schemas default to the webhook id. */
function byId<const Id extends string, S extends RouteSchemas = typeof idOnly>(
  id: Id,
  method: HttpRoute['method'],
  suffix: string,
  entry: string,
  summary: string,
  extra: {
    schemas?: S;
    status?: HttpRoute['status'];
    errors?: HttpRoute['errors'];
    description?: string;
    uses?: HttpRoute['uses'];
    sessions?: HttpRoute['sessions'];
  } = {},
): HttpRoute<S, Id> {
  return defineRoute({
    id,
    method,
    path: `/v1/webhooks/{webhookId}${suffix}`,
    entry: `functions/webhooks/${entry}.ts`,
    scope: method === 'GET' ? 'webhooks:read' : 'webhooks:write',
    access: method === 'GET' ? 'read' : 'write',
    ...(extra.uses ? { uses: extra.uses } : {}),
    ...(extra.sessions ? { sessions: extra.sessions } : {}),
    beta: false,
    status: extra.status ?? 200,
    summary,
    ...(extra.description ? { description: extra.description } : {}),
    schemas: (extra.schemas ?? idOnly) as S,
    errors: extra.errors ?? ['invalid_request', 'not_found'],
  });
}

export const createWebhook = /* @__PURE__ */ defineRoute({
  id: 'createWebhook',
  method: 'POST',
  path: '/v1/webhooks',
  entry: 'functions/webhooks/create.ts',
  scope: 'webhooks:write',
  access: 'write',
  uses: { encryptsWith: ['webhook-secrets'] },
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Create a webhook; the signing secret is returned once, in data.signing_secret.',
  // Whole literals, not templates: a route module must leave nothing behind when a bundle reads none of it.
  description:
    'Besides `webhooks:write`, the key needs the read scope of every event type subscribed to (docs/api.md, Webhooks: `webhook.*` webhooks:read, `transfer.*` transfers:read, `transaction.*` wallets:read, `ramp.payment.*` ramp:read, `workspace.setting_change.*` workspace:read, `*` all of them; events:read stands in for any); otherwise 403 `forbidden` with `details.missing_scopes`. At most 16 webhooks per workspace and environment (409 `limit_exceeded`). With an idempotency key, a replay answers with the webhook made first and `signing_secret: null`: the secret is shown once.',
  schemas: { body: wh.createWebhookBody },
  errors: ['invalid_request', 'limit_exceeded', 'idempotency_key_reused', 'idempotency_key_in_progress'],
});

export const listWebhooks = /* @__PURE__ */ defineRoute({
  id: 'listWebhooks',
  method: 'GET',
  path: '/v1/webhooks',
  entry: 'functions/webhooks/list.ts',
  scope: 'webhooks:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List the webhooks of the environment, newest first.',
  schemas: { query: wh.listWebhooksQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getWebhook = /* @__PURE__ */ byId('getWebhook', 'GET', '', 'get', 'Read one webhook (never its secret).', { schemas: idOnly });

export const updateWebhook = /* @__PURE__ */ byId('updateWebhook', 'PATCH', '', 'update', 'Change a webhook’s name, URL or event types.', {
  schemas: { params: wh.webhookIdParams, body: wh.updateWebhookBody },
  description:
    'A new URL or new event types need, besides `webhooks:write`, the read scope of every event type the webhook carries before and after the change (see createWebhook); a name alone needs nothing more. Otherwise 403 `forbidden` with `details.missing_scopes`.',
  errors: ['invalid_request', 'not_found', 'conflict'],
});

export const deleteWebhook = /* @__PURE__ */ byId(
  'deleteWebhook',
  'DELETE',
  '',
  'delete',
  'Delete a webhook; its pending deliveries are canceled.',
  { schemas: idOnly },
);
export const disableWebhook = /* @__PURE__ */ byId(
  'disableWebhook',
  'POST',
  '/disable',
  'disable',
  'Stop deliveries to a webhook, keeping its configuration.',
  { schemas: idOnly },
);
export const enableWebhook = /* @__PURE__ */ byId(
  'enableWebhook',
  'POST',
  '/enable',
  'enable',
  'Resume deliveries to a disabled webhook.',
  { schemas: idOnly },
);
export const rotateWebhookSecret = /* @__PURE__ */ byId(
  'rotateWebhookSecret',
  'POST',
  '/rotate-secret',
  'rotate-secret',
  'Replace the signing secret at once; the new one is returned once.',
  {
    schemas: idOnly,
    uses: { encryptsWith: ['webhook-secrets'] },
    description:
      'Besides `webhooks:write`, needs the read scope of every event type the webhook carries (see createWebhook): the secret signs them all. Otherwise 403 `forbidden` with `details.missing_scopes`.',
    errors: ['invalid_request', 'not_found', 'conflict'],
    // The console calls it with a member's session (docs/console.md).
    sessions: 'allowed',
  },
);

export const testWebhook = /* @__PURE__ */ byId('testWebhook', 'POST', '/test', 'test', 'Send a webhook.test event to this webhook only.', {
  status: 202,
  schemas: idOnly,
  errors: ['invalid_request', 'not_found', 'webhook_disabled'],
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
});

export const listWebhookDeliveries = /* @__PURE__ */ byId(
  'listWebhookDeliveries',
  'GET',
  '/deliveries',
  'list-deliveries',
  'List delivery attempts to this webhook, newest first.',
  {
    schemas: { params: wh.webhookIdParams, query: wh.listAttemptsQuery },
    errors: ['invalid_request', 'invalid_cursor', 'not_found'],
    // The console reads it with a member's session (docs/console.md).
    sessions: 'allowed',
  },
);

export const resendWebhookDelivery = /* @__PURE__ */ defineRoute({
  id: 'resendWebhookDelivery',
  method: 'POST',
  path: '/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
  entry: 'functions/webhooks/resend-delivery.ts',
  scope: 'webhooks:write',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  uses: { sendsTo: ['webhook-deliveries'] },
  beta: false,
  status: 202,
  summary: 'Send a delivery again, with a fresh retry schedule.',
  description:
    "Besides `webhooks:write`, needs the read scope of the delivery's event type and of every type the webhook carries (see createWebhook). Otherwise 403 `forbidden` with `details.missing_scopes`.",
  schemas: { params: wh.deliveryIdParams },
  errors: ['invalid_request', 'not_found', 'webhook_disabled', 'delivery_in_progress'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const webhookRoutes = {
  createWebhook,
  listWebhooks,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  disableWebhook,
  enableWebhook,
  rotateWebhookSecret,
  testWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
} satisfies Record<string, HttpRoute>;
