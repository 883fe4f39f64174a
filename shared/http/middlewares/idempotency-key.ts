/**
 * The `Idempotency-Key` request header, as Stripe and the IETF draft carry it. On a route that
 * creates under an idempotency key (`HttpRoute.idempotent`) the header is the body's
 * `idempotency_key` field: it is copied into the body before validation, so the one idempotency
 * use case (`shared/domain/idempotency/`) sees the same request whichever way the key came, and a
 * retry may switch between the two. Both given and different is 400 `idempotency_key_mismatch`.
 * A create that cannot honour the header yet refuses it (400 `invalid_request`), so a caller
 * never believes a create is protected when it is not. Other routes ignore it: reads and PUTs
 * change nothing on a repeat, and a repeated action (approve, cancel, revoke) meets the state its
 * first attempt left and is refused by the state machine.
 */
import { ApiError, invalidRequest } from '#shared/model/errors.ts';
import { stateOf } from '#shared/http/state.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import type { HttpRoute } from '#shared/http/route.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What the body field accepts everywhere (`idempotencyKeySchema`); a header value is ASCII anyway. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const FIELD = `header.${IDEMPOTENCY_KEY_HEADER}`;

export function idempotencyKeyHeader(route: HttpRoute): HttpMiddleware {
  return {
    before: (request) => {
      const key = request.event.headers?.[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (key === undefined) return;
      if (!route.idempotent) {
        if (!createsWithoutKey(route)) return;
        throw invalidRequest(
          { [FIELD]: ['This operation does not take an idempotency key; send the request without the header.'] },
          'This operation does not take the Idempotency-Key header.',
        );
      }
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw invalidRequest({ [FIELD]: ['Must be 1 to 255 printable ASCII characters without spaces.'] });
      }
      const state = stateOf(request.event);
      // A body that is not an object is refused by validation with its own message.
      const body = state.rawBody;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
      const fields = body as Record<string, unknown>;
      if (fields.idempotency_key === undefined) {
        fields.idempotency_key = key;
      } else if (fields.idempotency_key !== key) {
        throw new ApiError(
          'idempotency_key_mismatch',
          'The Idempotency-Key header and the body field idempotency_key name different keys; send one of them, or the same key in both.',
          { details: { header: IDEMPOTENCY_KEY_HEADER, body_field: 'idempotency_key' } },
        );
      }
    },
  };
}

/** A create (POST answering 201) that takes no idempotency key. */
export function createsWithoutKey(route: HttpRoute): boolean {
  return route.method === 'POST' && route.status === 201 && !route.idempotent;
}
