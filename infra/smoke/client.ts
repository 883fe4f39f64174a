/**
 * The smoke test's HTTP client: Node's fetch against the public API only, so it works the same
 * against a deployment and the local stack. Every request names the environment and carries the
 * key in `Authorization` only; nothing here prints or returns the key.
 */
import type { SmokeOptions } from '#infra/smoke/options.ts';

/** The body every API response carries (docs/api.md, Conventions). */
export interface Envelope {
  data: unknown;
  error: { code: string; message: string; details?: unknown } | null;
  request_id: string;
}

export interface ApiReply {
  /** `METHOD /path`, for messages. */
  label: string;
  status: number;
  headers: Headers;
  /** The parsed envelope, or undefined when the body is not one (a gateway error page, say). */
  envelope: Envelope | undefined;
  text: string;
}

/** A check that did not hold: its message becomes the step's FAIL line. */
export class StepFailure extends Error {}

export class ApiClient {
  readonly #options: SmokeOptions;
  readonly #signal: AbortSignal;

  /** Every request of this client is abandoned once `signal` aborts (the step's time limit). */
  constructor(options: SmokeOptions, signal: AbortSignal) {
    this.#options = options;
    this.#signal = signal;
  }

  /** Sends one request; network failures and timeouts become a StepFailure naming the request. */
  async call(method: string, path: string, options: { body?: unknown; auth?: boolean } = {}): Promise<ApiReply> {
    const label = `${method} ${path}`;
    // Relative to the base so an API served under a path prefix keeps it.
    const url = new URL(path.replace(/^\//, ''), this.#options.baseUrl);
    url.searchParams.set('environment', this.#options.environment);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.auth !== false) headers.authorization = `Bearer ${this.#options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers,
        // A redirect is a misconfigured URL worth reporting, not following.
        redirect: 'manual',
        signal: this.#signal,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      text = await res.text();
    } catch (error) {
      throw new StepFailure(`${label}: ${describeFetchError(error, this.#signal)}`);
    }
    return { label, status: res.status, headers: res.headers, envelope: parseEnvelope(text), text };
  }
}

/**
 * The `data` of a reply that has the expected status and a success envelope; otherwise a
 * StepFailure that says what came back instead.
 */
export function expectData<T>(reply: ApiReply, status: number): T {
  if (reply.status !== status || !reply.envelope || reply.envelope.error !== null) {
    throw new StepFailure(`${reply.label} answered ${describeReply(reply)} (expected ${status})`);
  }
  return reply.envelope.data as T;
}

/** `422 insufficient_funds: message {details}`, or the start of a body that is not the envelope. */
export function describeReply(reply: ApiReply): string {
  const error = reply.envelope?.error;
  if (error) {
    const details = error.details === undefined ? '' : ` ${truncate(JSON.stringify(error.details))}`;
    return `${reply.status} ${error.code}: ${error.message}${details}`;
  }
  if (reply.envelope) return String(reply.status);
  return `${reply.status} without the envelope: ${truncate(reply.text) || '(empty body)'}`;
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'data' in body && 'error' in body && 'request_id' in body) return body as Envelope;
  } catch {
    // Not JSON: the caller reports the text.
  }
  return undefined;
}

function describeFetchError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'no answer within the step time limit (--timeout-ms)';
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; the cause names the network error (ECONNREFUSED, ENOTFOUND...).
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

const truncate = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);
