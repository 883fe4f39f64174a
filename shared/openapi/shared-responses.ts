/**
 * Moves failure responses into `components.responses`, one per distinct response, so the 401,
 * 413, 500 … that most operations share are written once. Each is named after its codes
 * (`Unauthenticated`, `InvalidRequestOrInvalidJson…`); a variant gets a number.
 */
import type { OpenApiDocument, Response } from '#shared/openapi/types.ts';

const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_, _sep, c: string) => c.toUpperCase());

function codesOf(response: Response): string[] {
  const schema = response.content?.['application/json']?.schema as
    | { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }
    | undefined;
  return schema?.properties?.error?.properties?.code?.enum ?? [];
}

/** Replaces every 4xx/5xx response of every operation by a `$ref` to a shared component. */
export function extractSharedResponses(document: OpenApiDocument): void {
  const byJson = new Map<string, string>();
  const components: Record<string, Response> = {};
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const json = JSON.stringify(response);
        let name = byJson.get(json);
        if (!name) {
          const base =
            codesOf(response as Response)
              .map(pascal)
              .join('Or') || `Error${status}`;
          name = base;
          for (let n = 2; name in components; n++) name = `${base}${n}`;
          components[name] = response as Response;
          byJson.set(json, name);
        }
        operation.responses[status] = { $ref: `#/components/responses/${name}` } as unknown as Response;
      }
    }
  }
  document.components.responses = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}
