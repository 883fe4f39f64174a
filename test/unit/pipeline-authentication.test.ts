/**
 * A route's authentication is passed into the pipeline by its builder, so a function bundles only
 * the check its route uses: `http()` the API key's (for a route with a scope), `sessionHttp` a
 * console session's, `signedHttp` and `ceremonyHttp` none, and those two refuse a route with a
 * scope. So no route with a scope is built without authentication.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ceremonyHttp } from '#shared/http/ceremony-pipeline.ts';
import { signedHttp } from '#shared/http/signed-pipeline.ts';
import { routeList } from '#shared/routes.ts';

const root = resolve(import.meta.dirname, '..', '..');
const handler = (async () => ({})) as never;

describe('authentication passed into the pipeline by the route builder', () => {
  it('builds every route with a scope through http() or sessionHttp(), which authenticate it', () => {
    const scoped = routeList.filter((route) => route.scope !== null);
    expect(scoped.length).toBeGreaterThan(50);
    for (const route of scoped) {
      const entry = readFileSync(resolve(root, route.entry), 'utf8');
      expect(/\b(?:http|sessionHttp)\(routes\.\w+/.test(entry), route.id).toBe(true);
      expect(/\b(?:ceremonyHttp|signedHttp)\(/.test(entry), route.id).toBe(false);
    }
  });

  it('refuses a route with a scope in the builders that pass no authentication in', () => {
    const scoped = routeList.find((route) => route.scope !== null)!;
    expect(() => ceremonyHttp({ ...scoped, limitedPerSource: true }, handler)).toThrow(/not a public route/);
    expect(() => signedHttp(scoped, handler)).toThrow(/not a signed public route/);
  });
});
