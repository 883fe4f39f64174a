/**
 * Response objects: the success response in the envelope (or raw, for documents and pages),
 * and one failure response per status the route can answer with, each listing its codes.
 */
import type { ErrorCode } from '#shared/model/errors.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { ERROR_CODE_DOCS, ERROR_DETAILS_EXAMPLES, FAILURE_HEADERS, OCCASIONAL_FAILURE_HEADERS } from '#shared/openapi/error-codes.ts';
import type { SchemaRef } from '#shared/openapi/schema-collector.ts';
import type { Header, MediaType, Response } from '#shared/openapi/types.ts';

/** The contract's header on beta routes; only the value `hybrid` is named (contract section 2). */
const NETWORK_MODE_HEADER = 'X-Service-Provider-Network-Mode';

const EXAMPLE_REQUEST_ID = 'KxQ3bgZ2oAMEbQg=';

const stringHeader = (description: string, required = false): Header => ({ description, required, schema: { type: 'string' } });

/** Sent with every response the functions build (`shared/http/envelope.ts`). */
const CACHE_CONTROL = stringHeader('`no-store`: responses can carry secrets and are never cached.', true);

function commonHeaders(route: HttpRoute): Record<string, Header> {
  const headers: Record<string, Header> = {
    'X-Request-Id': stringHeader('The request id, the same as `request_id`.', true),
    'Cache-Control': CACHE_CONTROL,
  };
  if (route.beta) {
    headers[NETWORK_MODE_HEADER] = {
      description: 'The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value.',
      required: true,
      schema: { type: 'string', examples: ['hybrid'] },
    };
  }
  return headers;
}

/** The success response; `schema` is the envelope (or the raw body) and `example` the `data`. */
export function successResponse(route: HttpRoute, schema: SchemaRef, example: unknown): Response {
  const headers = commonHeaders(route);
  // Documents and pages are cacheable; their failures, in the envelope, are not.
  if (route.raw) headers['Cache-Control'] = stringHeader('`public, max-age=<seconds>`: how long the body may be cached.', true);
  for (const [name, description] of Object.entries(route.responseHeaders ?? {})) headers[name] = stringHeader(description, true);
  if (route.idempotencyKey?.honoured) {
    headers['Idempotent-Replayed'] = {
      description: '`true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise.',
      required: false,
      schema: { type: 'string', enum: ['true'] },
    };
  }
  const response: Response = { description: route.summary, headers };
  if (route.status === 204) return response;
  const media: MediaType = { schema };
  if (example !== undefined) {
    const value = route.raw ? example : { data: example, error: null, request_id: EXAMPLE_REQUEST_ID };
    media.examples = { success: { summary: 'Success', value } };
  }
  response.content = { [route.raw?.mediaType ?? 'application/json']: media };
  return response;
}

/** A failure response for one status: the error envelope narrowed to `codes`, one example each. */
export function failureResponse(route: HttpRoute | null, status: number, codes: readonly ErrorCode[], schema: SchemaRef): Response {
  const headers: Record<string, Header> = route
    ? commonHeaders(route)
    : { 'X-Request-Id': stringHeader('The request id.', true), 'Cache-Control': CACHE_CONTROL };
  // A header is required only when every code of this status always sends it.
  for (const code of codes) {
    for (const [name, description] of Object.entries(FAILURE_HEADERS[code] ?? {})) {
      const senders = codes.filter((c) => FAILURE_HEADERS[c]?.[name] !== undefined);
      const always = senders.length === codes.length && !senders.some((c) => OCCASIONAL_FAILURE_HEADERS[c]?.includes(name));
      headers[name] = stringHeader(always ? description : `${description} Sent with ${senders.map((c) => `\`${c}\``).join(', ')}.`, always);
    }
  }
  if (status === 413 || status === 431) {
    // Bodies over 10 MB, and request lines and headers over the gateway's limit, are refused by the
    // gateway before any function runs: none of our headers then.
    for (const [name, header] of Object.entries(headers)) headers[name] = { ...header, required: false };
    headers['X-Request-Id'] = stringHeader(
      status === 413
        ? 'The request id; absent when the gateway refused a body over 10 MB itself.'
        : 'The request id; absent when the gateway refused the request itself.',
    );
  }
  const examples = Object.fromEntries(
    codes.map((code) => [
      code,
      {
        summary: code,
        value: {
          data: null,
          error: {
            code,
            message: ERROR_CODE_DOCS[code],
            ...(ERROR_DETAILS_EXAMPLES[code] ? { details: ERROR_DETAILS_EXAMPLES[code] } : {}),
          },
          request_id: EXAMPLE_REQUEST_ID,
        },
      },
    ]),
  );
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_CODE_DOCS[code]}`).join('\n\n'),
    headers,
    content: { 'application/json': { schema, examples } },
  };
}
