/** Response schemas of the documentation routes (the OpenAPI document, the reference page and its script, the guides), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';

/** Only the outline is checked here: the document's own schema is OpenAPI 3.1's, and the linter checks it. */
export const openApiDocumentSchema = withMeta(
  z.looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
  { description: 'This API as an OpenAPI 3.1 document.' },
);

export const htmlPageSchema = withMeta(z.string(), { description: 'An HTML page.' });

export const javascriptSchema = withMeta(z.string(), { description: 'A JavaScript module.' });

export const markdownSchema = withMeta(z.string(), { description: 'A Markdown document (CommonMark, with GitHub tables).' });

export const docsResponses = {
  getOpenApiDocument: openApiDocumentSchema,
  getDocsPage: htmlPageSchema,
  getDocsRenderer: javascriptSchema,
  getGuide: markdownSchema,
} satisfies Record<string, z.ZodMiniType>;
