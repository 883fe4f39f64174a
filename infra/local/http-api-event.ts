/**
 * Builds the API Gateway HTTP API (payload format 2.0) event and Lambda context that AWS
 * would pass to a route's function. The local gateway and the tests that invoke handlers or
 * bundled assets directly use it, so they see what Lambda sees.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface HttpRequestParts {
  method: string;
  /** Path without the query string, e.g. `/v1/api-keys`. */
  path: string;
  /** Raw query string without `?`. */
  rawQueryString?: string;
  /** Header names in any case; repeated headers joined with `,` as API Gateway does. */
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The matched route key (`POST /v1/api-keys`) or `$default`. */
  routeKey: string;
  pathParameters?: Record<string, string>;
  sourceIp?: string;
}

/** A request id in the shape API Gateway uses (base64-ish, 16 chars plus `=`). */
export function newGatewayRequestId(): string {
  return randomBytes(12).toString('base64').replace(/[+/]/g, 'A').slice(0, 15) + '=';
}

export function buildHttpApiEvent(parts: HttpRequestParts, requestId = newGatewayRequestId()): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers ?? {})) headers[name.toLowerCase()] = value;
  const rawQueryString = parts.rawQueryString ?? '';
  const query = parseQuery(rawQueryString);
  const body = parts.body;
  const isBinary = Buffer.isBuffer(body) && !isTextContentType(headers['content-type']);
  const now = Date.now();
  const cookies = headers.cookie ? headers.cookie.split(';').map((c) => c.trim()) : undefined;
  if (headers.cookie) delete headers.cookie;
  return {
    version: '2.0',
    routeKey: parts.routeKey,
    rawPath: parts.path,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(query ? { queryStringParameters: query } : {}),
    ...(parts.pathParameters && Object.keys(parts.pathParameters).length > 0 ? { pathParameters: parts.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: parts.method.toUpperCase(),
        path: parts.path,
        protocol: 'HTTP/1.1',
        sourceIp: parts.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: parts.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    ...(body === undefined || body.length === 0 ? {} : { body: isBinary ? (body as Buffer).toString('base64') : body.toString() }),
    isBase64Encoded: isBinary,
  };
}

/** API Gateway joins repeated query parameters with commas. */
function parseQuery(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml))/i.test(contentType);
}

/** A Lambda context for local invocation with the usual fields and a 30 s budget. */
export function buildLambdaContext(functionName: string, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
