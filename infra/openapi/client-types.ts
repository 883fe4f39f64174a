/**
 * TypeScript types for a client, generated from the OpenAPI document by openapi-typescript (a
 * generator no one here wrote, so a document it cannot read fails loudly). They are committed
 * once, in the SDK (`sdk/src/generated/openapi.ts`, infra/openapi/sdk.ts); the tests' own
 * openapi-fetch client reads that copy, and a test keeps it current.
 */
import openapiTS, { astToString } from 'client-gen';
import type { OpenApiDocument } from '#shared/openapi/types.ts';

/** The types module's code for `document`, without a header (its file gives its own). */
export async function generateClientTypes(document: OpenApiDocument): Promise<string> {
  // A copy: openapi-typescript may annotate the object it is given.
  const nodes = await openapiTS(structuredClone(document) as never, { silent: true });
  return `/* eslint-disable */\n${astToString(nodes)}`;
}
