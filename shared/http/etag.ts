/**
 * Versioned resources (the workspace settings) expose their version as a strong ETag, `"<n>"`,
 * and accept `If-Match: "<n>"` to make a write conditional (412 `precondition_failed` when stale).
 */
import { invalidRequest } from '#shared/model/errors.ts';

export function etagOf(version: number): string {
  return `"${version}"`;
}

/** What If-Match accepts: one strong ETag of ours; the OpenAPI document publishes the same pattern. */
export const IF_MATCH_PATTERN = /^\s*"(\d{1,15})"\s*$/;

/** The version an If-Match header names, or undefined when the header is absent. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = IF_MATCH_PATTERN.exec(header);
  if (!match) throw invalidRequest({ 'header.if-match': ['Must be an ETag from this resource, such as "3".'] });
  return Number(match[1]);
}
