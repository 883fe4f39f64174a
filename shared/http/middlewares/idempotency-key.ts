/**
 * The `Idempotency-Key` request header, as Stripe and the IETF draft carry it. Every create (POST
 * answering 201) declares what it does with it (`HttpRoute.idempotencyKey`, checked by the
 * route-table test), and only those functions carry this code. Nearly every create takes it
 * (`takesIdempotencyKey`): the header is the body's `idempotency_key` field, copied into the body
 * before validation, so the one idempotency use case (`shared/domain/idempotency/`) sees the same
 * request whichever way the key came, and a retry may switch between the two. Both given and
 * different is 400 `idempotency_key_mismatch`. Two creates refuse it (`refusesIdempotencyKey`,
 * 400 `invalid_request`, so a caller never believes the create is protected when it is not):
 * enrolment, which its one-time token already makes happen once, and console sign-in, whose
 * assertion answers a single-use challenge (docs/members.md, docs/console.md).
 * Other routes ignore the header: reads and PUTs change nothing on a repeat, and a repeated action
 * (approve, cancel, revoke) meets the state its first attempt left and is refused by it.
 */
import { ApiError, invalidRequest } from '#shared/model/errors.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What the body field accepts everywhere (`idempotencyKeySchema`); a header value is ASCII anyway. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a create does with the header; `honoured` says whether it takes the key. */
export type IdempotencyKeyHandling = HttpMiddleware & { honoured: boolean };

const invalidHeader = (problem: string) => invalidRequest({ 'header.Idempotency-Key': [problem] });

export const takesIdempotencyKey: IdempotencyKeyHandling = {
  honoured: true,
  before: (request) => {
    const key = request.event.headers?.['idempotency-key'];
    if (key === undefined) return;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidHeader('Must be 1 to 255 printable ASCII characters without spaces.');
    // A body that is not an object is refused by validation, with its own message.
    const body = (request.internal as { body?: unknown }).body as Record<string, unknown> | undefined;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    body.idempotency_key ??= key;
    if (body.idempotency_key !== key) {
      throw new ApiError(
        'idempotency_key_mismatch',
        'The Idempotency-Key header and the body field idempotency_key differ; send one, or the same key in both.',
        {
          details: { header: IDEMPOTENCY_KEY_HEADER, body_field: 'idempotency_key' },
        },
      );
    }
  },
};

export const refusesIdempotencyKey: IdempotencyKeyHandling = {
  honoured: false,
  before: (request) => {
    if (request.event.headers?.['idempotency-key'] !== undefined) {
      throw invalidHeader('Not taken by this create.');
    }
  },
};
