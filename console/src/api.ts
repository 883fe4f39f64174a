/**
 * The API from the console: same origin, the session cookie sent by the browser (HttpOnly, so
 * never readable here), and the session's CSRF token in `X-CSRF-Token` on every state change.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

let csrfToken: string | undefined;
/** Kept in memory only: a new page load asks the session for it again. */
export const setCsrfToken = (token: string | undefined) => {
  csrfToken = token;
};

/** `bearer`: an API key instead of the session (the enrolment page's new key, before any session exists). */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, bearer?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as {
    data: T;
    error: { code: string; message: string; details?: Record<string, unknown> } | null;
  } | null;
  if (!response.ok || !envelope || envelope.error) {
    const error = envelope?.error;
    throw new ApiFailure(
      response.status,
      error?.code ?? 'unexpected',
      error?.message ?? `The API answered ${response.status}.`,
      error?.details,
    );
  }
  return envelope.data;
}

/** What the page says of a failure: the API's message and code, or the browser's refusal of a passkey. */
export function describe(error: unknown): string {
  if (error instanceof ApiFailure) return `${error.message} (${error.code})`;
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return 'The passkey was not used: cancelled, timed out or not verified.';
  return error instanceof Error ? error.message : String(error);
}
