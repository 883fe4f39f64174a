/**
 * The SDK's generated sources (sdk/src/generated/), from the OpenAPI document: the request and
 * response types (openapi-typescript, as for the tests' client) and one entry per operation a
 * workspace API key calls (method, path, success statuses, whether it lists with a cursor and
 * under which field, whether its body takes an `idempotency_key`). sdk/src/client.ts turns each
 * entry into a typed method; the SDK imports nothing of the service.
 */
import type { JsonSchema, OpenApiDocument, Operation } from '#shared/openapi/types.ts';
import { generateClientTypes } from '#infra/openapi/client-types.ts';

export const SDK_TYPES_FILE = 'sdk/src/generated/openapi.ts';
export const SDK_OPERATIONS_FILE = 'sdk/src/generated/operations.ts';

const HEADER = `/**
 * Generated from the OpenAPI document by npm run openapi (infra/openapi/sdk.ts). Do not edit:
 * test/unit/openapi-artifacts.test.ts fails when this file is not what the document gives.
 */
`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OperationEntry {
  summary: string;
  method: string;
  path: string;
  statuses: number[];
  /** The array field of a listing's `data`, for listings paged by `cursor`. */
  items?: string;
  /** True when the body takes `idempotency_key`: the SDK sends one with every call. */
  idempotencyKey?: boolean;
  /** True for a create whose body takes `dry_run`: 201 with the resource, 200 with the evaluation. */
  dryRun?: boolean;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? resolve(document, document.components.schemas[ref.split('/').pop()!]) : schema;
}

/** Operations for a workspace API key: public documents and the partner's signed callbacks are not the SDK's. */
function sdkOperations(document: OpenApiDocument): Array<[string, OperationEntry]> {
  const entries: Array<[string, OperationEntry]> = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      // No `security` means the document's default, the bearer key; a route a console session may also call lists it.
      const takesKey = operation?.security === undefined || operation.security.some((scheme) => 'bearerAuth' in scheme);
      if (!operation || !takesKey) continue;
      const statuses = Object.keys(operation.responses)
        .map(Number)
        .filter((s) => s >= 200 && s < 300);
      const success = operation.responses[String(statuses[0])] as { content?: Record<string, { schema?: JsonSchema }> };
      const envelope = resolve(document, success.content?.['application/json']?.schema);
      const data = resolve(document, (envelope?.properties as Record<string, JsonSchema> | undefined)?.data);
      const parameters = (operation.parameters ?? []) as Array<{ name?: string }>;
      const items = parameters.some((p) => p.name === 'cursor')
        ? Object.entries((data?.properties ?? {}) as Record<string, JsonSchema>).find(([, s]) => s.type === 'array')?.[0]
        : undefined;
      const body = resolve(document, operation.requestBody?.content['application/json']?.schema as JsonSchema | undefined);
      const bodyProperties = (body?.properties ?? {}) as Record<string, unknown>;
      const idempotencyKey = bodyProperties.idempotency_key !== undefined;
      const dryRun = bodyProperties.dry_run !== undefined && statuses.includes(200) && statuses.includes(201);
      entries.push([
        operation.operationId,
        {
          summary: operation.summary,
          method: method.toUpperCase(),
          path,
          statuses,
          ...(items ? { items } : {}),
          ...(idempotencyKey ? { idempotencyKey } : {}),
          ...(dryRun ? { dryRun } : {}),
        },
      ]);
    }
  }
  return entries;
}

/** Every error code a response of the document can carry. */
function errorCodes(document: OpenApiDocument): string[] {
  const codes = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      const code = ((object.properties as Record<string, JsonSchema> | undefined)?.code as JsonSchema | undefined)?.enum;
      if (object.required && Array.isArray(code) && (object.required as string[]).includes('message'))
        for (const c of code) codes.add(String(c));
      Object.values(object).forEach(visit);
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  return [...codes].sort();
}

/** The generated files of the SDK, by path. */
export async function generateSdkSources(document: OpenApiDocument): Promise<Array<[file: string, text: string]>> {
  const operations = sdkOperations(document);
  const lines = operations.map(([id, { summary: _, ...entry }]) => `  ${id}: ${JSON.stringify(entry)},`);
  const methods = operations.map(([id, { summary, method, path, dryRun }]) => {
    const doc = `  /** ${summary.replace(/\*\//g, '*\\/')} (\`${method} ${path}\`) */\n`;
    // A dry run answers 200 with the evaluation, anything else 201 with the resource: the type follows `body.dry_run`.
    if (dryRun) return `${doc}  ${id}<const I extends Input<'${id}'>>(input: I, options?: CallOptions): Promise<DryRunData<'${id}', I>>;`;
    return `${doc}  ${id}(...args: Args<'${id}'>): Promise<Data<'${id}'>>;`;
  });
  const operationsText =
    HEADER +
    `import type { Args, CallOptions, Data, DryRunData, Input } from '../types.ts';\n\n` +
    `/** Each operation a workspace API key calls, by operationId. */\n` +
    `export const OPERATIONS = {\n${lines.join('\n')}\n} as const;\n\n` +
    `/** One method per operation: \`client.createTransfer({ body })\`, \`client.getWallet({ path: { walletId } })\`. */\n` +
    `export interface Methods {\n${methods.join('\n')}\n}\n\n` +
    `/** Every error code the API answers with. */\n` +
    `export type ErrorCode =\n${errorCodes(document)
      .map((c) => `  | '${c}'`)
      .join('\n')};\n`;
  const types = HEADER + (await generateClientTypes(document));
  return [
    [SDK_TYPES_FILE, types],
    [SDK_OPERATIONS_FILE, operationsText],
  ];
}
