/**
 * Authenticates a signed route (`HttpRoute.signature`): the raw body, exactly as received and
 * before any parsing, must carry a valid `Partner-Signature` made with the route's secret within
 * the tolerance (`PARTNER_CALLBACK_TOLERANCE_SECONDS`). Anything else is 401 `invalid_signature`
 * before the body is read, so an unsigned or tampered request reaches nothing and writes nothing.
 * The secret is read from Secrets Manager (cached per container), never from the environment; a
 * stage where it was never configured answers 503 `service_unavailable` saying so, with a
 * `Retry-After` so the sender delivers again once the operator has set it.
 */
import { readSecret, SecretNotConfiguredError } from '#shared/adapters/secret-store.ts';
import * as config from '#shared/config.ts';
import { checkPartnerSignature } from '#shared/crypto/partner-signature.ts';
import { ApiError } from '#shared/model/errors.ts';
import { MAX_BODY_BYTES } from '#shared/http/middlewares/json-body.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import type { RequestSignature } from '#shared/http/route.ts';
import { log } from '#shared/log.ts';
import { secrets } from '#shared/secrets.ts';

function secretArn(signature: RequestSignature): string {
  const def = secrets.find((s) => s.id === signature.secret);
  const arn = def ? process.env[def.arnEnv] : undefined;
  // A route that forgot `uses.readsSecrets` has no ARN: a deployment mistake, not the caller's.
  if (!arn) throw new Error(`The ARN of secret ${signature.secret} is not set: the route must declare it in uses.readsSecrets.`);
  return arn;
}

/** Seconds a sender waits before delivering again to a stage whose secret is not configured. */
const NOT_CONFIGURED_RETRY_SECONDS = 300;

async function signingSecret(signature: RequestSignature): Promise<string> {
  const arn = secretArn(signature);
  try {
    return await readSecret(arn);
  } catch (error) {
    if (!(error instanceof SecretNotConfiguredError)) throw error;
    log.error('signed request refused: its secret is not configured', { secret: signature.secret });
    throw new ApiError(
      'service_unavailable',
      `This stage has no ${signature.secret} configured, so the ${signature.header} of a request cannot be checked.`,
      {
        details: { reason: `${signature.secret.replaceAll('-', '_')}_not_configured` },
        retryAfterSeconds: NOT_CONFIGURED_RETRY_SECONDS,
        cause: error,
      },
    );
  }
}

export function verifySignature(signature: RequestSignature): HttpMiddleware {
  const headerName = signature.header.toLowerCase();
  return {
    before: async (request) => {
      const { body, isBase64Encoded, headers } = request.event;
      const raw = body ? (isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8')) : Buffer.alloc(0);
      // The pipeline-wide size limit comes first, as on every route: an oversize body is not hashed.
      if (raw.byteLength > MAX_BODY_BYTES) {
        throw new ApiError('payload_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`, {
          details: { max_bytes: MAX_BODY_BYTES },
        });
      }
      const header = headers?.[headerName];
      // A request without the header is refused before the secret is even read.
      const problem = header
        ? checkPartnerSignature(raw, header, await signingSecret(signature), {
            toleranceSeconds: config.PARTNER_CALLBACK_TOLERANCE_SECONDS,
          })
        : 'missing';
      if (problem) {
        log.warn('signed request refused', { header: signature.header, reason: problem });
        throw new ApiError(
          'invalid_signature',
          `The ${signature.header} header is missing, malformed, outside the time tolerance, or does not match the body.`,
          {
            details: { reason: problem },
          },
        );
      }
    },
  };
}
