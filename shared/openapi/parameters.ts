/** Operation parameters: `environment` on every route, then the route's path, query and header parameters. */
import * as z from 'zod/mini';
import { environmentSchema } from '#shared/schemas/common.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import type { JsonSchema, Parameter } from '#shared/openapi/types.ts';
import { IF_MATCH_PATTERN } from '#shared/http/etag.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/http/middlewares/idempotency-key.ts';

/** Header values the pipeline parses with a pattern: the document says the same, so a client cannot send what is refused. */
const HEADER_PATTERNS: Record<string, RegExp> = { 'If-Match': IF_MATCH_PATTERN, [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_PATTERN };

/** What the `Idempotency-Key` header means on a route that creates under an idempotency key. */
const IDEMPOTENCY_KEY_DESCRIPTION =
  'Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body ' +
  'answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while ' +
  'the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 ' +
  '`idempotency_key_mismatch`. Keys are kept 25 hours.';

export const ENVIRONMENT_PARAMETER_REF = { $ref: '#/components/parameters/Environment' } as const;

/** The `environment` query parameter every route accepts (validate-input), as a shared component. */
export function environmentParameter(): Parameter {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(z._default(environmentSchema, 'sandbox'), { io: 'input' }) as JsonSchema;
  return {
    name: 'environment',
    in: 'query',
    required: false,
    description: 'Which environment to act in. Resources and settings exist separately in each; API keys serve both.',
    schema,
  };
}

/**
 * One parameter per property of a converted `z.object` (path or query). Descriptions move from
 * the property schema to the parameter, where renderers show them.
 */
export function objectParameters(schema: JsonSchema, location: 'path' | 'query', routeId: string): Parameter[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties) {
    throw new Error(`Route ${routeId}: its ${location} schema must be a z.object so each property becomes a parameter.`);
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** Request headers the route reads (`requestHeaders`, and `Idempotency-Key` on an idempotent create), all optional. */
export function headerParameters(route: HttpRoute): Parameter[] {
  const headers = {
    ...route.requestHeaders,
    ...(route.idempotencyKey?.honoured ? { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_DESCRIPTION } : {}),
  };
  return Object.entries(headers).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: HEADER_PATTERNS[name] ? { type: 'string', pattern: HEADER_PATTERNS[name].source } : { type: 'string' },
  }));
}
