/**
 * Realistic API Gateway HTTP API (payload 2.0) events for a route: the route's method and
 * path template with parameters filled in, the headers API Gateway forwards from a real
 * client, the query string and a JSON body. Built with the local stack's own event builder.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpRoute } from '#shared/http/route.ts';
import { buildHttpApiEvent } from '#infra/local/http-api-event.ts';
import type { FixtureRequest } from '#shared/fixtures/transport.ts';

/** The parts of one request a scenario chooses: the fixture registry's request (method, path and key come from the route). */
export type RequestParts = FixtureRequest;

/** The path with `{name}` segments replaced by the (encoded) parameter values. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** An X-Ray trace header like the one API Gateway adds. */
function traceId(): string {
  const epoch = Math.floor(Date.now() / 1000).toString(16);
  return `Root=1-${epoch}-${randomBytes(12).toString('hex')}`;
}

/** The event API Gateway would send for `parts` on `route`, authenticated with `token`. */
export function routeEvent(route: HttpRoute, parts: RequestParts, token: string | null): APIGatewayProxyEventV2 {
  const body = parts.body === undefined ? undefined : JSON.stringify(parts.body);
  const headers: Record<string, string> = {
    host: 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com',
    'user-agent': 'wallet-bench/1.0 (+node)',
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    'x-amzn-trace-id': traceId(),
    'x-forwarded-for': '203.0.113.10',
    'x-forwarded-port': '443',
    'x-forwarded-proto': 'https',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...parts.headers,
  };
  return buildHttpApiEvent({
    method: route.method,
    path: fillPath(route.path, parts.pathParameters),
    rawQueryString: new URLSearchParams(parts.query ?? {}).toString(),
    headers,
    ...(body === undefined ? {} : { body }),
    routeKey: `${route.method} ${route.path}`,
    ...(parts.pathParameters ? { pathParameters: parts.pathParameters } : {}),
    sourceIp: '203.0.113.10',
  });
}
