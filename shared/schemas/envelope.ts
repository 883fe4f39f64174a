/**
 * The response envelope (contract sections 2 and 7) as zod schemas, for the OpenAPI document:
 * `{ data, error, request_id }`. `shared/http/envelope.ts` builds the responses themselves.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from '#shared/model/errors.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

const requestId = /* @__PURE__ */ droppable(() =>
  withMeta(z.string(), { description: 'The request id, also sent as `X-Request-Id`; quote it to support.' }),
);

/** A success body: `data` is the route's response schema, `error` is null. */
export function successEnvelopeSchema(data: z.ZodMiniType) {
  return z.object({ data, error: z.null(), request_id: requestId });
}

/** A failure body whose `error.code` is one of `codes`. */
export function errorEnvelopeSchema(codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return z.object({
    data: z.null(),
    error: z.object({
      code: withMeta(z.enum(codes), { description: 'Stable, machine-readable error code.' }),
      message: withMeta(z.string(), { description: 'Human-readable explanation; may change, do not parse it.' }),
      details: withMeta(z.optional(z.record(z.string(), z.unknown())), { description: 'Structured detail, such as `fields`.' }),
    }),
    request_id: requestId,
  });
}
