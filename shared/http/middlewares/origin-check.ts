/**
 * The origin check behind the optional public edge (docs/infrastructure.md, Public edge): the
 * edge's CloudFront distribution sends a secret in `ORIGIN_SECRET_HEADER` on every request it
 * forwards (replacing any a viewer sent), and a stage deployed with the edge refuses a request
 * without it, so the API's own endpoint cannot be used around the edge's WAF rules. The function
 * holds only the SHA-256 digests of the secrets it accepts (`EDGE_ORIGIN_DIGESTS`: the current
 * one, and the previous during a rotation), never a secret: it hashes what the request carries and
 * compares the digests in constant time. With no digest configured (no edge) it admits everything.
 *
 * A stage deployed without the edge carries none of it: the bundler defines
 * `process.env.EDGE_ORIGIN_CHECK` as `'omitted'` for such a stage's functions (`houseDefines`,
 * infra/constructs/bundling.ts) and the check folds away. Unbundled (the local stack, the tests) it
 * is undefined, and the check is there.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as config from '#shared/config.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import { ORIGIN_SECRET_HEADER } from '#shared/model/edge.ts';
import { ApiError } from '#shared/model/errors.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Digests from `EDGE_ORIGIN_DIGESTS` (comma-separated hex SHA-256). */
export function parseOriginDigests(setting: string): Buffer[] {
  return setting === '' ? [] : setting.split(',').map((hex) => Buffer.from(hex, 'hex'));
}

/** True when `presented` (the header's value, if any) hashes to one of `digests`. */
export function originSecretHolds(presented: string | undefined, digests: readonly Buffer[]): boolean {
  const digest = sha256(presented ?? '');
  // Every digest compared, none skipped by an early match.
  let holds = false;
  for (const accepted of digests) holds = timingSafeEqual(digest, accepted) || holds;
  return presented !== undefined && holds;
}

/** Refuses (403 `edge_required`) a request without the edge's secret, on a stage deployed with the edge. */
export function originCheck(): HttpMiddleware[] {
  return process.env.EDGE_ORIGIN_CHECK === 'omitted' ? [] : [originSecretCheck(parseOriginDigests(config.EDGE_ORIGIN_DIGESTS))];
}

function originSecretCheck(digests: readonly Buffer[]): HttpMiddleware {
  return {
    before: (request) => {
      if (digests.length === 0) return;
      if (!originSecretHolds(request.event.headers?.[ORIGIN_SECRET_HEADER], digests)) {
        throw new ApiError('edge_required', "This API is served through its public edge; send requests to the edge's address.");
      }
    },
  };
}
