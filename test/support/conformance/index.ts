/**
 * Conformance of every response the tests receive: `api()` (and the generated client's fetch)
 * pass each exchange here. A response that the generated OpenAPI document does not describe,
 * or describes otherwise, throws, so the test that received it fails. Each verdict is also
 * appended to the run's log, which the global teardown summarises.
 */
import { appendFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import type { OpenApiDocument } from '#shared/openapi/types.ts';
import { createConformanceChecker, type Exchange } from './check.ts';
import { createDeliveryChecker } from './webhook.ts';

let document: OpenApiDocument | undefined;
let check: ReturnType<typeof createConformanceChecker> | undefined;
let checkDelivery: ReturnType<typeof createDeliveryChecker> | undefined;

/** The document the tests check against: generated from the route table, as the API serves it. */
export function testDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(documentedRouteList);
  return document;
}

function record(key: string, ok: boolean): void {
  const log = inject('conformanceLog');
  if (log) appendFileSync(log, JSON.stringify({ key, ok }) + '\n');
}

/** Throws with every problem when the exchange does not conform to the document. */
export function assertConforms(exchange: Exchange): void {
  check ??= createConformanceChecker(testDocument());
  const verdict = check(exchange);
  record(verdict.key, verdict.problems.length === 0);
  if (verdict.problems.length > 0) {
    const excerpt = exchange.text.length > 600 ? `${exchange.text.slice(0, 600)}…` : exchange.text;
    throw new Error(
      `OpenAPI conformance: ${exchange.method} ${exchange.path} → ${exchange.status} (${verdict.key}):\n` +
        verdict.problems.map((p) => `  - ${p}`).join('\n') +
        `\n  body: ${excerpt}`,
    );
  }
}

/** Throws when a webhook delivery (as a test receiver got it) does not match the document's `webhooks.event`. */
export function assertDeliveryConforms(headers: IncomingHttpHeaders, rawBody: string): void {
  checkDelivery ??= createDeliveryChecker(testDocument());
  const problems = checkDelivery(headers, rawBody);
  record('webhook event', problems.length === 0);
  if (problems.length > 0) {
    throw new Error(
      `OpenAPI conformance of a webhook delivery:\n${problems.map((p) => `  - ${p}`).join('\n')}\n  body: ${rawBody.slice(0, 600)}`,
    );
  }
}
