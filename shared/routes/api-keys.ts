/** Routes of the API key area (contract endpoint 2 and section 5). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as apiKeys from '#shared/schemas/api-keys.ts';

export const createApiKey = /* @__PURE__ */ defineRoute({
  id: 'createApiKey',
  method: 'POST',
  path: '/v1/api-keys',
  entry: 'functions/api-keys/create.ts',
  scope: 'api_keys:write',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Create an API key; the secret is returned once, in data.token.',
  description:
    'The new key stays within the calling key: scopes it holds, environments it serves (default: all of them) and an expiry no later than its own (default: its own). It is revoked with the calling key. At most 100 active keys per workspace (409 `limit_exceeded`). With an idempotency key, a replay answers with the key made first and `token: null`: the token is shown once and stored only as a hash. Keys are workspace-wide, and so are their idempotency keys (whatever `environment` the request names).',
  schemas: { body: apiKeys.createApiKeyBody },
  errors: ['invalid_request', 'forbidden', 'limit_exceeded', 'idempotency_key_reused', 'idempotency_key_in_progress'],
});

export const listApiKeys = /* @__PURE__ */ defineRoute({
  id: 'listApiKeys',
  method: 'GET',
  path: '/v1/api-keys',
  entry: 'functions/api-keys/list.ts',
  scope: 'api_keys:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: "List the workspace's API keys, newest first.",
  schemas: { query: apiKeys.listApiKeysQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getApiKey = /* @__PURE__ */ defineRoute({
  id: 'getApiKey',
  method: 'GET',
  path: '/v1/api-keys/{apiKeyId}',
  entry: 'functions/api-keys/get.ts',
  scope: 'api_keys:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one API key (never its secret).',
  schemas: { params: apiKeys.apiKeyIdParams },
  errors: ['invalid_request', 'not_found'],
});

export const revokeApiKey = /* @__PURE__ */ defineRoute({
  id: 'revokeApiKey',
  method: 'POST',
  path: '/v1/api-keys/{apiKeyId}/revoke',
  entry: 'functions/api-keys/revoke.ts',
  scope: 'api_keys:write',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Revoke an API key: refused at once by writes, within about a second by reads.',
  description:
    'Revokes the key and every key minted under it, recursively; the calling key must hold every scope and environment of the key (403 `forbidden` otherwise). Once this answers, routes that change something (and the ramp payment reads, which settle payments as they read) refuse those keys from their very next request. Read-only routes look a key up with an eventually consistent read and may still accept it for up to about a second.',
  schemas: { params: apiKeys.apiKeyIdParams },
  errors: ['invalid_request', 'not_found', 'conflict'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const apiKeyRoutes = { createApiKey, listApiKeys, getApiKey, revokeApiKey } satisfies Record<string, HttpRoute>;
