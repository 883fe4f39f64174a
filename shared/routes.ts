/**
 * The route table: every HTTP route of the API, declared once. The CDK stack makes one
 * function and one API route per entry, the local gateway serves them, and the OpenAPI
 * document is generated from them. To add a route: add it here and write its entry file.
 */
import { z } from 'zod';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as apiKeys from '#shared/schemas/api-keys.ts';
import * as workspace from '#shared/schemas/workspace.ts';
import { pageOf } from '#shared/schemas/common.ts';

export const routes = {
  createApiKey: defineRoute({
    id: 'createApiKey',
    method: 'POST',
    path: '/v1/api-keys',
    entry: 'functions/api-keys/create.ts',
    scope: 'api_keys:write',
    access: 'write',
    beta: false,
    status: 201,
    summary: 'Create an API key; the secret is returned once, in data.token.',
    schemas: {
      body: apiKeys.createApiKeyBody,
      response: z.object({ api_key: apiKeys.apiKeySchema, token: z.string() }),
    },
    errors: ['invalid_request', 'forbidden'],
  }),
  listApiKeys: defineRoute({
    id: 'listApiKeys',
    method: 'GET',
    path: '/v1/api-keys',
    entry: 'functions/api-keys/list.ts',
    scope: 'api_keys:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: "List the workspace's API keys, newest first.",
    schemas: { query: apiKeys.listApiKeysQuery, response: pageOf(apiKeys.apiKeySchema) },
    errors: ['invalid_request', 'invalid_cursor'],
  }),
  getApiKey: defineRoute({
    id: 'getApiKey',
    method: 'GET',
    path: '/v1/api-keys/{apiKeyId}',
    entry: 'functions/api-keys/get.ts',
    scope: 'api_keys:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Read one API key (never its secret).',
    schemas: { params: apiKeys.apiKeyIdParams, response: z.object({ api_key: apiKeys.apiKeySchema }) },
    errors: ['invalid_request', 'not_found'],
  }),
  revokeApiKey: defineRoute({
    id: 'revokeApiKey',
    method: 'POST',
    path: '/v1/api-keys/{apiKeyId}/revoke',
    entry: 'functions/api-keys/revoke.ts',
    scope: 'api_keys:write',
    access: 'write',
    beta: false,
    status: 200,
    summary: 'Revoke an API key; it is refused from its very next request.',
    schemas: { params: apiKeys.apiKeyIdParams, response: z.object({ api_key: apiKeys.apiKeySchema }) },
    errors: ['invalid_request', 'not_found', 'conflict'],
  }),
  getTransferPolicy: defineRoute({
    id: 'getTransferPolicy',
    method: 'GET',
    path: '/v1/workspace/transfer-policy',
    entry: 'functions/workspace/get-transfer-policy.ts',
    scope: 'workspace:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Read the transfer policy of the environment.',
    schemas: { response: workspace.transferPolicyResponse },
    errors: [],
  }),
  putTransferPolicy: defineRoute({
    id: 'putTransferPolicy',
    method: 'PUT',
    path: '/v1/workspace/transfer-policy',
    entry: 'functions/workspace/put-transfer-policy.ts',
    scope: 'workspace:write',
    access: 'write',
    beta: false,
    status: 200,
    summary: 'Replace the transfer policy of the environment (optionally conditional on If-Match).',
    schemas: { body: workspace.putTransferPolicyBody, response: workspace.transferPolicyResponse },
    errors: ['invalid_request', 'precondition_failed'],
  }),
  getNetworks: defineRoute({
    id: 'getNetworks',
    method: 'GET',
    path: '/v1/workspace/networks',
    entry: 'functions/workspace/get-networks.ts',
    scope: 'workspace:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Read the enabled networks of the environment and the supported catalogue.',
    schemas: { response: workspace.networksResponse },
    errors: [],
  }),
  putNetworks: defineRoute({
    id: 'putNetworks',
    method: 'PUT',
    path: '/v1/workspace/networks',
    entry: 'functions/workspace/put-networks.ts',
    scope: 'workspace:write',
    access: 'write',
    beta: false,
    status: 200,
    summary: 'Replace the enabled networks of the environment.',
    schemas: { body: workspace.putNetworksBody, response: workspace.networksResponse },
    errors: ['invalid_request'],
  }),
} satisfies Record<string, HttpRoute>;

export type RouteId = keyof typeof routes;

/** Every route, in declaration order. */
export const routeList: readonly HttpRoute[] = Object.values(routes);

/**
 * The entry that answers every request no route matches (API Gateway's `$default` route):
 * 404 `route_not_found`, or 405 `method_not_allowed` with `Allow` when the path exists.
 */
export const FALLBACK_ENTRY = 'functions/system/fallback.ts';
