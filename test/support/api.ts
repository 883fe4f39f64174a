/** Test helpers: HTTP calls to the test stack's gateway, and a fresh workspace per test. */
import { inject } from 'vitest';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import { assertConforms } from './conformance/index.ts';
import { parseJson } from '#shared/fixtures/transport.ts';

export interface ApiOptions {
  token?: string;
  /** Sent as JSON (with `content-type: application/json` unless headers say otherwise). */
  body?: unknown;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** Another gateway than the test stack's (an in-process one with other configuration). */
  baseUrl?: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // Tests read into the envelope freely; its shape is checked by assertions, not types.
  body: any;
  text: string;
}

/** The test stack's WebAuthn origin: its own, on `localhost` (WebAuthn refuses an IP address). */
export const webauthnOrigin = (): string => inject('stack').apiUrl.replace('//127.0.0.1', '//localhost');

/**
 * Calls the API over real HTTP; `body` is the parsed JSON, or null when the response is not JSON.
 * Throws when the response does not conform to the generated OpenAPI document.
 */
export async function api(method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const url = new URL(path, options.baseUrl ?? inject('stack').apiUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: new Uint8Array(Buffer.from(body)) }) });
  const text = await res.text();
  // Every response must be one the OpenAPI document describes; otherwise the calling test fails.
  assertConforms({ method, path: url.pathname, status: res.status, headers: res.headers, text });
  return { status: res.status, headers: res.headers, body: parseJson(text), text };
}

export interface TestWorkspace {
  workspaceId: string;
  /** A full-access key of the owner. */
  token: string;
  /** The owner as `created_by` shows them. */
  owner: { id: string; email: string; display_name: string };
  apiKeyId: string;
}

/** A new, isolated workspace (owner and full-access key) so tests never share data. */
export async function newWorkspace(name = 'Test workspace'): Promise<TestWorkspace> {
  const n = crypto.randomUUID().slice(0, 8);
  const ws = await createWorkspace({ name, ownerEmail: `owner-${n}@test.local`, ownerName: `Owner ${n}` });
  const { id, email, display_name } = ws.owner;
  return { workspaceId: ws.workspace_id, token: ws.token, owner: { id, email, display_name }, apiKeyId: ws.api_key.id };
}
