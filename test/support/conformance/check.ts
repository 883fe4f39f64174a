/**
 * The conformance check of one HTTP exchange against the generated OpenAPI document: the
 * request must match an operation (or be an unmatched request the document's
 * `x-unmatched-requests` covers), the status must be documented for it, the media type must be
 * one it documents, the body must validate against that response's schema, the headers the
 * response declares as required must be present, and every header sent must be declared (but the
 * transport's own, `TRANSPORT_HEADERS`).
 */
import type { OpenApiDocument, Response } from '#shared/openapi/types.ts';
import { matchPathTemplate } from './path-template.ts';
import { createValidator, pointerSegment } from './validator.ts';

/**
 * Headers HTTP itself or API Gateway adds to every response, which no operation declares: the
 * media type is checked against `content` instead, and `apigw-requestid` is the gateway's id.
 */
export const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'apigw-requestid',
]);

export interface Exchange {
  method: string;
  /** The request path as sent (percent-encoded, no query). */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

export interface Verdict {
  /** `GET /v1/api-keys/{apiKeyId} 200`, or `unmatched 404`. */
  key: string;
  problems: string[];
}

/** A checker bound to one document (validators are compiled once and reused). */
export function createConformanceChecker(document: OpenApiDocument) {
  const validate = createValidator(document);
  const templates = Object.keys(document.paths);

  /** Follows a `$ref` to a shared response, returning it with its JSON Pointer. */
  function resolveResponse(response: Response | { $ref: string }, pointer: string): [Response, string] {
    if (!('$ref' in response)) return [response, pointer];
    const name = response.$ref.replace('#/components/responses/', '');
    const shared = document.components.responses?.[name];
    if (!shared) throw new Error(`Dangling ${response.$ref}`);
    return [shared, `/components/responses/${pointerSegment(name)}`];
  }

  function documented(exchange: Exchange): { key: string; found?: [Response, string]; missing?: string } {
    const template = matchPathTemplate(templates, exchange.path);
    const method = exchange.method.toLowerCase() as keyof (typeof document.paths)[string];
    const operation = template ? document.paths[template]?.[method] : undefined;
    const status = String(exchange.status);
    if (!operation) {
      // No operation: the fallback's 404 (no such path) or 405 (path known, method not), or another
      // answer it gives before telling them apart (behind the public edge, 403 `edge_required`).
      const key = `unmatched ${status}`;
      const expected = template ? '405' : '404';
      const routing = status === '404' || status === '405';
      const response = !routing || status === expected ? document['x-unmatched-requests'].responses[status] : undefined;
      if (!response)
        return {
          key,
          missing: `${exchange.method} ${exchange.path} matches no operation; expected a documented ${expected}, got ${status}`,
        };
      return { key, found: [response, `/x-unmatched-requests/responses/${status}`] };
    }
    const key = `${exchange.method.toUpperCase()} ${template} ${status}`;
    const response = operation.responses[status] as Response | { $ref: string } | undefined;
    if (!response) return { key, missing: `status ${status} is not documented for ${exchange.method.toUpperCase()} ${template}` };
    const base = `/paths/${pointerSegment(template!)}/${method}/responses/${status}`;
    return { key, found: resolveResponse(response, base) };
  }

  return (exchange: Exchange): Verdict => {
    const { key, found, missing } = documented(exchange);
    if (!found) return { key, problems: [missing!] };
    const [response, pointer] = found;
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && exchange.headers.get(name) === null) problems.push(`header ${name} is required but missing`);
    }
    const declared = new Set(Object.keys(response.headers ?? {}).map((name) => name.toLowerCase()));
    for (const name of exchange.headers.keys()) {
      if (!declared.has(name) && !TRANSPORT_HEADERS.has(name)) problems.push(`header ${name} is sent but not declared`);
    }
    const contentType = exchange.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.content) {
      if (exchange.text !== '') problems.push('the document says no body, but one was sent');
      return { key, problems };
    }
    if (!response.content[contentType]) {
      problems.push(`media type ${contentType || '(none)'} is not documented (${Object.keys(response.content).join(', ')})`);
      return { key, problems };
    }
    let body: unknown = exchange.text;
    if (/json$/.test(contentType)) {
      try {
        body = JSON.parse(exchange.text);
      } catch {
        problems.push('the body is not JSON');
        return { key, problems };
      }
    }
    const errors = validate(`${pointer}/content/${pointerSegment(contentType)}/schema`, body);
    problems.push(...errors.map((e) => `body ${e}`));
    return { key, problems };
  };
}
