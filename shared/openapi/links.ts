/**
 * OpenAPI `links` from each create operation's 201 response to what a caller does next with what
 * it made: read it, list its collection, act on it. A stateful tester (or a reader) follows them
 * from `$response.body#/data/...` to the next operation's path parameter without guessing.
 *
 * Derived from the paths, not listed by hand: for `POST /v1/things` answering 201, every
 * operation under `/v1/things/{param}` whose only path parameter is `param`, and `GET /v1/things`.
 * The parameter's value is the created object's field of the same name (`reference`), else its
 * `id`, else `<name>.id` for a parameter `<name>Id` (a transfer's `activity.id`). An operation
 * elsewhere whose only path parameter is a field of the created object (`reference`) is linked too,
 * so executing a quote links to the ramp payment it made.
 */
import type { JsonSchema, OpenApiDocument, Operation } from '#shared/openapi/types.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Link {
  operationId: string;
  description: string;
  parameters?: Record<string, string>;
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function deref(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const target = schema?.$ref;
  if (typeof target !== 'string') return schema;
  return document.components.schemas[target.replace('#/components/schemas/', '')];
}

const propertiesOf = (document: OpenApiDocument, schema: JsonSchema | undefined) =>
  (deref(document, schema)?.properties as Record<string, JsonSchema> | undefined) ?? {};

/**
 * The properties of what a create returns. A create that can also dry-run shares its schema with
 * the evaluation (`anyOf`); the 201 is the created object, the member without `dry_run`.
 */
function createdObject(document: OpenApiDocument, schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const resolved = deref(document, schema);
  const members = (resolved?.anyOf as JsonSchema[] | undefined) ?? [resolved];
  const created = members.map((m) => propertiesOf(document, m)).find((properties) => !('dry_run' in properties));
  return created ?? {};
}

/** The runtime expression of `param` in a created object, or undefined when it has no such field. */
function expressionFor(document: OpenApiDocument, data: Record<string, JsonSchema>, param: string, byPrefix: boolean): string | undefined {
  if (param in data) return `$response.body#/data/${param}`;
  if (!byPrefix) return undefined;
  if ('id' in data) return `$response.body#/data/id`;
  // `apiKeyId` names the field `api_key`.
  const owner = param.endsWith('Id') ? param.slice(0, -2).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : undefined;
  if (owner && 'id' in propertiesOf(document, data[owner])) return `$response.body#/data/${owner}/id`;
  return undefined;
}

/** Adds `links` to the 201 response of every create operation of `document` (in place). */
export function addCreateLinks(document: OpenApiDocument): void {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] as Operation }] : [])),
  );
  for (const create of operations) {
    const created = create.method === 'post' ? create.operation.responses['201'] : undefined;
    const media = created?.content?.['application/json'];
    if (!created || !media) continue;
    const data = createdObject(document, propertiesOf(document, media.schema).data);
    const links: Record<string, Link> = {};
    for (const target of operations) {
      if (target.operation === create.operation) continue;
      const params = pathParams(target.path);
      if (target.method === 'get' && target.path === create.path) {
        links[target.operation.operationId] = { operationId: target.operation.operationId, description: `${target.operation.summary}` };
        continue;
      }
      if (params.length !== 1) continue;
      const [param] = params as [string];
      const below = target.path.startsWith(`${create.path}/{${param}}`);
      const value = expressionFor(document, data, param, below);
      if (!value) continue;
      links[target.operation.operationId] = {
        operationId: target.operation.operationId,
        description: target.operation.summary,
        parameters: { [param]: value },
      };
    }
    if (Object.keys(links).length > 0) (created as { links?: Record<string, Link> }).links = links;
  }
}
