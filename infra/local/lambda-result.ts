/**
 * Turning what a route's function returned into an HTTP response, with API Gateway HTTP API's
 * payload 2.0 rules: a structured result is used as is; a result without `statusCode` is
 * taken as a 200 JSON body; anything API Gateway could not use becomes its own 502.
 */

export interface HttpResponseParts {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** API Gateway's own answer when the integration fails; it never shows the cause. */
export const BAD_GATEWAY: HttpResponseParts = jsonResponse(502, { message: 'Internal Server Error' });
/** API Gateway's answer when the integration runs past its 30 s limit. */
export const GATEWAY_TIMEOUT: HttpResponseParts = jsonResponse(503, { message: 'Service Unavailable' });

/** Converts a handler result; returns null when API Gateway would answer 502. */
export function toHttpResponse(result: unknown): HttpResponseParts | null {
  if (typeof result === 'string') return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(result) };
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return null;
  const r = result as Record<string, unknown>;
  if (!('statusCode' in r)) return jsonResponse(200, result);
  const status = r.statusCode;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) return null;
  if (r.body !== undefined && r.body !== null && typeof r.body !== 'string') return null;
  const headers = scalarHeaders(r.headers);
  if (!headers) return null;
  if (r.cookies !== undefined) {
    if (!Array.isArray(r.cookies) || !r.cookies.every((c) => typeof c === 'string')) return null;
    if (r.cookies.length > 0) headers['set-cookie'] = r.cookies;
  }
  const text = typeof r.body === 'string' ? r.body : '';
  return { status, headers, body: Buffer.from(text, r.isBase64Encoded === true ? 'base64' : 'utf8') };
}

/** Header values may be strings, numbers or booleans; names are sent lower-cased like API Gateway. */
function scalarHeaders(raw: unknown): Record<string, string | string[]> | null {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return null;
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!['string', 'number', 'boolean'].includes(typeof value)) return null;
    out[name.toLowerCase()] = String(value);
  }
  return out;
}

/** A JSON response built by the gateway itself (errors API Gateway produces without a function). */
export function jsonResponse(status: number, body: unknown): HttpResponseParts {
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) };
}
