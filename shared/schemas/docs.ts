/** Response schemas of the documentation routes: the OpenAPI document, the reference page and its script. */
import * as z from 'zod';

/** Only the outline is checked here: the document's own schema is OpenAPI 3.1's, and the linter checks it. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'This API as an OpenAPI 3.1 document.' });

export const htmlPageSchema = z.string().meta({ description: 'An HTML page.' });

export const javascriptSchema = z.string().meta({ description: 'A JavaScript module.' });
