/**
 * Reads the request body. Every request is held to the 256 KiB limit (413). A route that takes
 * a body requires a JSON content type (400 `unsupported_content_type`), valid UTF-8 and JSON
 * (400 `invalid_json`) and a JSON object without a `__proto__` key anywhere (400 `invalid_request`). Routes without a body ignore
 * whatever is sent. Parser messages are not echoed: they quote the caller's input; a syntax
 * error's line, column and offset are given instead (`json-error-position.ts`).
 */
import { ApiError, invalidRequest } from '#shared/model/errors.ts';
import { stateOf } from '#shared/http/state.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import { jsonErrorPosition } from '#shared/http/json-error-position.ts';

export const MAX_BODY_BYTES = 256 * 1024;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bodies up to this many characters nest at most 1,024 levels: too few for the reviver's
 * recursion to overflow (it did from about 2,300 levels), so skipping the reviver cannot turn
 * a 400 "nests too deeply" into something else.
 */
const PLAIN_PARSE_MAX_CHARS = 2048;

/**
 * True when the reviver has nothing to find, so plain `JSON.parse` (much faster) gives the
 * same result. A `__proto__` key is either written out or spelled with a `\u` escape, and a lone
 * surrogate can only come from a `\u` escape: the fatal decoder has already refused one in the
 * bytes. A text with neither (conservatively: the substrings anywhere) cannot trip the reviver.
 */
function reviverCannotFlag(text: string): boolean {
  return text.length <= PLAIN_PARSE_MAX_CHARS && !text.includes('\\u') && !text.includes('__proto__');
}

function bodyBytes(body: string, isBase64Encoded: boolean): Uint8Array {
  return isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

/** 400 `invalid_json` that says where the text stops being JSON, without quoting it. */
function notJson(text: string): ApiError {
  const at = jsonErrorPosition(text);
  return new ApiError('invalid_json', `Not valid JSON from line ${at.line}, column ${at.column} (offset ${at.offset}).`, { details: at });
}

export function jsonBody(options: { takesBody: boolean }): HttpMiddleware {
  return {
    before: (request) => {
      const { body, isBase64Encoded, headers } = request.event;
      if (body === undefined || body === null || body === '') {
        if (options.takesBody) throw invalidRequest({ body: ['A JSON object body is required.'] });
        return;
      }
      const bytes = bodyBytes(body, Boolean(isBase64Encoded));
      if (bytes.byteLength > MAX_BODY_BYTES) {
        throw new ApiError('payload_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`, {
          details: { max_bytes: MAX_BODY_BYTES },
        });
      }
      if (!options.takesBody) return;
      const contentType = headers?.['content-type'];
      if (!contentType || !JSON_CONTENT_TYPE.test(contentType)) {
        throw new ApiError('unsupported_content_type', 'Send the body as JSON with `Content-Type: application/json`.');
      }
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw new ApiError('invalid_json', 'The body is not valid UTF-8.');
      }
      let parsed: unknown;
      let protoKey = false;
      let illFormed = false;
      try {
        // The reviver sees every key and string after escapes are decoded, so `"__pr\u006fto__"`
        // and a lone surrogate written as `"\ud800"` are caught too. Most bodies cannot hold
        // either, and skip it (reviverCannotFlag).
        parsed = reviverCannotFlag(text)
          ? JSON.parse(text)
          : JSON.parse(text, (key, value: unknown) => {
              if (key === '__proto__') protoKey = true;
              if (!key.isWellFormed() || (typeof value === 'string' && !value.isWellFormed())) illFormed = true;
              return value;
            });
      } catch (error) {
        // Thousands of nested arrays are valid JSON, but more than anything here will read.
        if (error instanceof RangeError) throw new ApiError('invalid_json', 'The body nests too deeply.');
        throw notJson(text);
      }
      // No JavaScript object keeps `__proto__` as a key: validation would drop it silently or a
      // nested one would reach the table as an unstorable value (a 500 the fuzzer found).
      if (protoKey) throw invalidRequest({ body: ['The key __proto__ is not allowed anywhere in the body.'] });
      // A lone surrogate is valid JSON but no Unicode text: it cannot be stored as UTF-8 (DynamoDB
      // refuses it, a 503 the fuzzer's odd strings could reach) nor sent on to a provider.
      if (illFormed)
        throw new ApiError(
          'invalid_json',
          'The body has a string with a lone surrogate (\\uD800–\\uDFFF escape); send well-formed Unicode.',
        );
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw invalidRequest({ body: ['The body must be a JSON object.'] });
      }
      stateOf(request.event).rawBody = parsed;
      // Also where a route's own middleware reads it (`idempotency-key.ts`) without the pipeline state.
      (request.internal as { body?: unknown }).body = parsed;
    },
  };
}
