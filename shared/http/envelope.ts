/**
 * The one response envelope (contract section 2 and 7): `{ data, error, request_id }`.
 * Every response the API produces, success or failure, is built here.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiError } from '#shared/model/errors.ts';
import { ERROR_STATUS, failureHeaders } from '#shared/http/error-mapper.ts';
import type { RawBody } from '#shared/http/route.ts';

export interface Envelope<T> {
  data: T | null;
  error: { code: string; message: string; details?: Record<string, unknown> } | null;
  request_id: string;
}

const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  // Responses can carry secrets (new API keys, signing secrets): never cache them.
  'Cache-Control': 'no-store',
} as const;

function respond<T>(status: number, body: Envelope<T>, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...BASE_HEADERS, 'X-Request-Id': body.request_id, ...headers },
    body: JSON.stringify(body),
  };
}

export function successResponse<T>(
  status: number,
  data: T,
  requestId: string,
  headers?: Record<string, string>,
): APIGatewayProxyStructuredResultV2 {
  return respond(status, { data, error: null, request_id: requestId }, headers);
}

export function errorResponse(error: ApiError, requestId: string): APIGatewayProxyStructuredResultV2 {
  const body: Envelope<never> = {
    data: null,
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
    request_id: requestId,
  };
  return respond(ERROR_STATUS[error.code], body, failureHeaders(error));
}

/**
 * A success body sent as is (a route with `raw`): documents and pages that tools and browsers
 * read directly, so they cannot be wrapped. The request id still travels in `X-Request-Id`.
 */
export function rawResponse(
  status: number,
  body: unknown,
  raw: RawBody,
  requestId: string,
  headers?: Record<string, string>,
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...BASE_HEADERS, 'Content-Type': `${raw.mediaType}; charset=utf-8`, 'X-Request-Id': requestId, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
