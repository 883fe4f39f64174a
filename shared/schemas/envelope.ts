/**
 * The response envelope (contract sections 2 and 7) as zod schemas, for the OpenAPI document:
 * `{ data, error, request_id }`. `shared/http/envelope.ts` builds the responses themselves.
 */
import * as z from 'zod';
import type { ErrorCode } from '#shared/http/errors.ts';

const requestId = z.string().meta({ description: 'The request id, also sent as `X-Request-Id`; quote it to support.' });

/** A success body: `data` is the route's response schema, `error` is null. */
export function successEnvelopeSchema(data: z.ZodType) {
  return z.object({ data, error: z.null(), request_id: requestId });
}

/** A failure body whose `error.code` is one of `codes`. */
export function errorEnvelopeSchema(codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return z.object({
    data: z.null(),
    error: z.object({
      code: z.enum(codes).meta({ description: 'Stable, machine-readable error code.' }),
      message: z.string().meta({ description: 'Human-readable explanation; may change, do not parse it.' }),
      details: z.record(z.string(), z.unknown()).optional().meta({ description: 'Structured detail, such as `fields`.' }),
    }),
    request_id: requestId,
  });
}
