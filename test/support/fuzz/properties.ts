/**
 * The properties every answer of the API must have, whatever was sent: the contract's envelope
 * with a `request_id`; never a 5xx; an error always has a stable code whose status is the one
 * answered; a success matches the route's response schema; nothing of another workspace shows.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import type * as z from 'zod/mini';
import { ERROR_STATUS } from '#shared/http/error-mapper.ts';
import { ERROR_CODES } from '#shared/model/errors.ts';
import { responses } from '#shared/responses.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export interface PropertyContext {
  route: HttpRoute;
  /** Lower-cased strings of another workspace (canaries, ids) that must never appear. */
  forbidden: readonly string[];
  /** The caller's own token: never echoed. */
  token: string;
  /** The environment the request named (`?environment=`; sandbox when it named none or several). */
  environment?: 'sandbox' | 'live';
  /** The request addressed another workspace's resources: it must not succeed. */
  foreignIds?: boolean;
}

/**
 * The one 5xx that is not a response to the input: this deployment has no live custody provider
 * (docs/api.md, Custody), so a live request that reaches custody (creating a wallet) is 503
 * `custody_unavailable` whatever was sent. Allowed only in live and only with that code.
 */
function liveCustodyUnavailable(answer: Answer, ctx: PropertyContext): boolean {
  if (answer.status !== 503 || ctx.environment !== 'live') return false;
  try {
    return JSON.parse(answer.text)?.error?.code === 'custody_unavailable';
  } catch {
    return false;
  }
}

/** Returns the broken properties (empty when the answer is fine). */
export function violations(answer: Answer, ctx: PropertyContext): string[] {
  const problems: string[] = [];
  if (answer.status >= 500 && !liveCustodyUnavailable(answer, ctx)) problems.push(`status ${answer.status}`);
  if (ctx.route.raw && answer.status < 400) {
    // A document or page (the OpenAPI document, the docs page) is sent as it is, not in the envelope.
    if (!(answer.headers.get('content-type') ?? '').startsWith(ctx.route.raw.mediaType))
      problems.push(`content type ${answer.headers.get('content-type')}`);
    return [...problems, ...leaks(answer, ctx)];
  }
  let body: any;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...problems, `not JSON: ${answer.text.slice(0, 120)}`];
  }
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
  if (keys !== 'data,error,request_id') problems.push(`not the envelope: keys ${keys}`);
  if (typeof body?.request_id !== 'string' || body.request_id === '') problems.push('no request_id');
  if (answer.status >= 400) {
    const code = body?.error?.code as string;
    if (body?.data !== null) problems.push('failure with data');
    if (!(code in ERROR_CODES)) problems.push(`unknown error code ${code}`);
    else if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== answer.status)
      problems.push(`code ${code} answered with ${answer.status}`);
    if (typeof body?.error?.message !== 'string') problems.push('error without message');
  } else {
    if (body?.error !== null) problems.push('success with an error');
    const parsed = (responses as Record<string, z.ZodMiniType>)[ctx.route.id]!.safeParse(body?.data);
    if (!parsed.success)
      problems.push(
        `data does not match the response schema: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}`,
      );
    if (ctx.foreignIds) problems.push(`another workspace's resource answered ${answer.status}`);
  }
  return [...problems, ...leaks(answer, ctx)];
}

/** Another workspace's strings, or the caller's own token, in the answer. */
function leaks(answer: Answer, ctx: PropertyContext): string[] {
  const problems: string[] = [];
  const lower = answer.text.toLowerCase();
  for (const s of ctx.forbidden) if (lower.includes(s)) problems.push(`another workspace's "${s}" in the answer`);
  if (answer.text.includes(ctx.token)) problems.push("the caller's token echoed");
  return problems;
}
