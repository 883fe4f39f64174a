/**
 * JSON Schema validation against the generated OpenAPI document with Ajv (2020-12, formats):
 * an implementation independent of zod, so a response is checked against what the document
 * says, not against the zod schema the document was generated from.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '#shared/openapi/types.ts';

const DOCUMENT_ID = 'urn:wallet-api:openapi';

// ajv-formats is CommonJS: under ESM its function is the default export's `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

/** Escapes one JSON Pointer segment (RFC 6901). */
export const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A validator for schemas at JSON Pointers into `document` (compiled once per pointer). */
export function createValidator(document: OpenApiDocument) {
  // Strict, so a schema keyword Ajv does not know fails loudly instead of being ignored. The
  // document's own top-level fields are declared as keywords: Ajv holds the whole document as
  // one schema resource, so that `#/components/...` references resolve.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(Object.keys(document).filter((key) => key !== 'description'));
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();

  return (pointer: string, value: unknown): string[] => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`);
  };
}
