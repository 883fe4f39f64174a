/** The route table is the single source for infra, the local gateway and the docs: keep it consistent. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FALLBACK_ENTRY, routeList, routes } from '#shared/routes.ts';
import { documentedRouteList } from '#shared/responses.ts';
import { ANY_KEY, SCOPES } from '#shared/model/scopes.ts';
import { ERROR_CODES } from '#shared/model/errors.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import { allowedMethods, matchRoute } from '#shared/http/route-match.ts';
import { looksUpKeyConsistently, requiresAuth } from '#shared/http/pipeline-errors.ts';
import { GUIDES } from '#shared/schemas/docs.ts';

const templateParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('route table', () => {
  it('has unique ids, unique method and path pairs and unique entries', () => {
    const ids = routeList.map((r) => r.id);
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    const entries = routeList.map((r) => r.entry);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it.each(routeList.map((r) => [r.id, r] as const))('%s is well formed', async (_, route) => {
    if (route.raw) {
      // Documents and pages (raw bodies, public): the reference at /docs (with its guides) and the
      // console at /console live outside the versioned API (shared/routes/docs.ts,
      // shared/routes/console.ts); everything else, the OpenAPI document included, is under /v1.
      expect(route.path).toMatch(/^(\/v1|\/docs|\/console)(\/[a-z0-9.-]+|\/\{[a-zA-Z]+\})*$/);
      expect(route.scope).toBeNull();
    } else {
      expect(route.path).toMatch(/^\/v1(\/[a-z0-9-]+|\/\{[a-zA-Z]+\})+$/);
    }
    expect(route.id).toMatch(/^[a-z][a-zA-Z]+$/);
    if (route.scope !== null) expect([...SCOPES, ANY_KEY]).toContain(route.scope);
    // A signed route has no API key, and declares the secret its signature is checked with.
    if (route.signature) {
      expect(route.scope).toBeNull();
      expect(route.uses?.readsSecrets ?? []).toContain(route.signature.secret);
    }
    for (const code of route.errors) expect(Object.keys(ERROR_CODES)).toContain(code);
    // A GET never writes, unless it declares why (lazily settled state); anything else does. Only
    // a public GET may need no table at all: an authenticated route reads its key.
    if (route.writesOnRead !== undefined) expect(route.method).toBe('GET');
    if (route.method !== 'GET' || route.writesOnRead) expect(route.access).toBe('write');
    else expect(route.access).toEqual(route.scope === null ? expect.stringMatching(/^(read|none)$/) : 'read');
    // Every route has zod schemas: the OpenAPI document, the validation and the client come from them.
    expect(documentedRouteList.find((r) => r.id === route.id)?.schemas.response, 'response (shared/responses/)').toBeInstanceOf(
      z.ZodMiniType,
    );
    for (const part of ['params', 'query', 'body'] as const) {
      if (route.schemas[part] !== undefined) expect(route.schemas[part], `schemas.${part}`).toBeInstanceOf(z.ZodMiniType);
    }
    // Path parameters in the template and in the params schema are the same set.
    const declared = route.schemas.params ? Object.keys((route.schemas.params as z.ZodMiniObject).shape) : [];
    expect(declared.sort()).toEqual(templateParams(route.path).sort());
    // GET carries no body.
    if (route.method === 'GET') expect(route.schemas.body).toBeUndefined();
    // The entry exists and exports a handler.
    expect(existsSync(route.entry)).toBe(true);
    const module = (await import(pathToFileURL(resolve(route.entry)).href)) as { handler?: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('has every create declare what it does with Idempotency-Key, and take it exactly where the body has idempotency_key', () => {
    const document = buildOpenApiDocument(documentedRouteList);
    const creates = routeList.filter((r) => r.method === 'POST' && r.status === 201);
    expect(creates.filter((r) => r.idempotencyKey === undefined).map((r) => r.id)).toEqual([]);
    expect(routeList.filter((r) => r.idempotencyKey !== undefined && !creates.includes(r)).map((r) => r.id)).toEqual([]);
    for (const route of creates) {
      const body = document.paths[route.path]!.post!.requestBody!.content['application/json']!.schema as { $ref?: string };
      const schema = body.$ref ? document.components.schemas[body.$ref.split('/').pop()!] : body;
      const hasField = JSON.stringify(schema).includes('"idempotency_key"');
      expect([route.id, route.idempotencyKey?.honoured]).toEqual([route.id, hasField]);
    }
  });

  it('has a fallback entry for unmatched requests', () => expect(existsSync(FALLBACK_ENTRY)).toBe(true));

  it('bundles exactly the guides the guide route takes, each a file of docs/', () => {
    expect(routes.getGuide.bundledFiles).toEqual(GUIDES.map((guide) => `#docs/${guide}`));
    expect(GUIDES.filter((guide) => !existsSync(resolve(import.meta.dirname, '../../docs', guide)))).toEqual([]);
  });

  it('matches concrete paths to templates and decodes parameters', () => {
    const match = matchRoute(routeList, 'get', '/v1/api-keys/abc%20d');
    expect(match?.route.id).toBe('getApiKey');
    expect(match?.routeKey).toBe('GET /v1/api-keys/{apiKeyId}');
    expect(match?.pathParameters).toEqual({ apiKeyId: 'abc d' });
    expect(matchRoute(routeList, 'GET', '/v1/api-keys/a/b')).toBeNull();
    expect(matchRoute(routeList, 'GET', '/v1/api-keys/')).toBeNull();
    expect(allowedMethods(routeList, '/v1/workspace/transfer-policy').sort()).toEqual(['GET', 'PUT']);
    expect(allowedMethods(routeList, '/v1/api-keys/abc').sort()).toEqual(['GET']);
    expect(allowedMethods(routeList, '/v2/anything')).toEqual([]);
  });
});

describe('API key lookup consistency (looksUpKeyConsistently)', () => {
  const authenticated = routeList.filter(requiresAuth);

  it('reads the key eventually consistent on read routes only', () => {
    for (const route of authenticated) expect(looksUpKeyConsistently(route), route.id).toBe(route.access !== 'read');
    expect(looksUpKeyConsistently(routes.getWallet)).toBe(false);
    expect(looksUpKeyConsistently(routes.listWallets)).toBe(false);
    expect(looksUpKeyConsistently(routes.createWallet)).toBe(true);
  });

  it('keeps the consistent read on every route that can write, GETs with writesOnRead included', () => {
    const writing = authenticated.filter((r) => r.method !== 'GET' || r.writesOnRead !== undefined);
    expect(writing.filter((r) => !looksUpKeyConsistently(r)).map((r) => r.id)).toEqual([]);
    expect(authenticated.filter((r) => r.writesOnRead !== undefined).map((r) => [r.id, looksUpKeyConsistently(r)])).toEqual([
      ['listSettingChanges', true],
      ['getSettingChange', true],
      ['listRampPayments', true],
      ['getRampPayment', true],
    ]);
  });
});
