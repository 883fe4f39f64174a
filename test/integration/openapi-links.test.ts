/**
 * The document's `links` work as a stateful tester follows them: each create operation's example
 * is sent, and every link of its 201 is resolved against the answer. A read or list link is then
 * called and must answer 200; an action link's parameter must resolve to a value (calling it
 * would change what the other links read).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import type { OpenApiDocument, Operation } from '#shared/openapi/types.ts';
import { exampleFor } from '../support/resources/examples.ts';
import { createParams, fillPath } from '../support/resources/params.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { tenantsOf } from '../support/resources/tenant.ts';
import { apiWithRetry } from '../support/resources/retry.ts';

const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;

const operations = new Map(
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, operation]) => [(operation as Operation).operationId, { path, method: method.toUpperCase() }] as const,
    ),
  ),
);

/** `$response.body#/data/x/id` against a parsed body (JSON Pointer). */
function resolve(expression: string, body: unknown): unknown {
  const pointer = expression.replace(/^\$response\.body#/, '');
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (value, segment) => (value as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      body,
    );
}

const creates = routeList.filter((r) => {
  const item = document.paths[r.path] as Record<string, Operation> | undefined;
  return item?.[r.method.toLowerCase()]?.responses['201']?.links !== undefined;
});

describe('links from each create operation', () => {
  it('exist for every create that has a read', () => {
    expect(creates.map((r) => r.id).sort()).toEqual(
      expect.arrayContaining([
        'createApiKey',
        'createWebhook',
        'createWallet',
        'createTransfer',
        'createAddressBookEntry',
        'createRampPayment',
        'createQuoteRequest',
        'executeQuote',
      ]),
    );
  });

  for (const route of creates) {
    it.concurrent(`${route.method} ${route.path}: every link resolves from the 201, and its reads answer 200`, async () => {
      const { sandbox: t } = await tenantsOf(`links ${route.id}`);
      const params = await createParams(route, t);
      const example = await exampleFor(route, t, await sinkUrl(), params);
      const created = await apiWithRetry(route.method, fillPath(route, params), {
        token: t.token,
        body: example.body,
        headers: example.headers,
      });
      expect(created.status, created.text).toBe(201);
      const links = (document.paths[route.path] as Record<string, Operation>)[route.method.toLowerCase()]!.responses['201']!.links!;
      for (const [name, link] of Object.entries(links)) {
        const target = operations.get(link.operationId);
        expect(target, `${name}: no operation ${link.operationId}`).toBeDefined();
        const values = Object.fromEntries(
          Object.entries(link.parameters ?? {}).map(([param, expression]) => [param, resolve(expression, created.body)]),
        );
        for (const [param, value] of Object.entries(values))
          expect(typeof value, `${name}: ${param} from ${link.parameters![param]}`).toBe('string');
        if (target!.method !== 'GET') continue;
        const path = target!.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(String(values[p])));
        const res = await apiWithRetry('GET', path, { token: t.token });
        expect(res.status, `${name}: GET ${path} → ${res.text}`).toBe(200);
      }
    }, 120_000);
  }
});
