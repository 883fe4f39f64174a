/**
 * The client: one typed method per operation of the document (generated/operations.ts), over
 * fetch. Creates whose body takes an `idempotency_key` get a fresh one per call unless one is
 * given; 429 and 503 are retried with backoff, after `Retry-After` when the answer sends it, and
 * nothing else is; listings page through `paginate`; failures throw `ApiError`.
 */
import { ApiError } from './errors.ts';
import type { ErrorCode, Methods } from './generated/operations.ts';
import { OPERATIONS } from './generated/operations.ts';
import type { Args, CallOptions, Data, Environment, Input, Item, ListingId, OperationId } from './types.ts';
import { webhooks } from './webhooks.ts';

export interface ClientOptions {
  /** The API's origin, such as `http://127.0.0.1:3000` for `npm start`. */
  baseUrl: string;
  /** A workspace API key (`wsk_…`). */
  apiKey: string;
  /** The environment of every call that names none; default `sandbox`. */
  environment?: Environment;
  /** Retries after a 429 or a 503 (default 3); 0 turns them off. */
  maxRetries?: number;
  /** The first backoff when the answer has no `Retry-After`, doubled each time with jitter (default 500 ms). */
  retryBaseDelayMs?: number;
  /** The longest wait between two attempts (default 20 s). */
  maxRetryDelayMs?: number;
  /** Another fetch (a proxy's, a test's); default the global one. */
  fetch?: typeof fetch;
  /** Headers sent with every request besides the SDK's own (a `User-Agent`, a tracing header). */
  headers?: Record<string, string>;
}

export type Client = Methods & {
  /** Every item of a listing, page after page (`next_cursor`), as an async iterator. */
  paginate<K extends ListingId>(operation: K, ...args: Args<K>): AsyncIterableIterator<Item<K>>;
  /** Calls an operation by its operationId (what each method does). */
  call<K extends OperationId>(operation: K, ...args: Args<K>): Promise<Data<K>>;
  webhooks: typeof webhooks;
};

type Entry = { method: string; path: string; items?: string; idempotencyKey?: boolean };
type Envelope = {
  data?: unknown;
  error?: { code?: string; message?: string; details?: Record<string, unknown> } | null;
  request_id?: string;
};

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Seconds from `Retry-After` (delta-seconds or an HTTP date), or undefined. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function createClient(options: ClientOptions): Client {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const maxRetries = options.maxRetries ?? 3;
  const baseDelay = options.retryBaseDelayMs ?? 500;
  const maxDelay = options.maxRetryDelayMs ?? 20_000;

  function urlOf(entry: Entry, input: Record<string, unknown>, environment: Environment): string {
    const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = (input.path as Record<string, unknown> | undefined)?.[name];
      if (value === undefined) throw new TypeError(`${entry.method} ${entry.path}: path.${name} is required.`);
      return encodeURIComponent(String(value));
    });
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries((input.query as Record<string, unknown> | undefined) ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    query.set('environment', environment);
    return `${baseUrl}${path}?${query}`;
  }

  async function call(operation: OperationId, input: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<unknown> {
    const entry: Entry = OPERATIONS[operation];
    const url = urlOf(entry, input, callOptions.environment ?? options.environment ?? 'sandbox');
    let body = input.body as Record<string, unknown> | undefined;
    if (entry.idempotencyKey && body && body.idempotency_key === undefined) {
      // One key for the call, so its retries are the same request to the server.
      body = { ...body, idempotency_key: callOptions.idempotencyKey ?? crypto.randomUUID() };
    }
    const init: RequestInit = {
      method: entry.method,
      headers: {
        ...options.headers,
        Authorization: `Bearer ${options.apiKey}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    };
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(url, init);
      const text = await response.text();
      let envelope: Envelope | undefined;
      try {
        envelope = text ? (JSON.parse(text) as Envelope) : undefined;
      } catch {
        envelope = undefined;
      }
      if (response.ok) return envelope?.data;
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      if ((response.status === 429 || response.status === 503) && attempt < maxRetries) {
        const backoff = Math.min(maxDelay, baseDelay * 2 ** attempt) * (0.5 + Math.random() / 2);
        await sleep(retryAfter === undefined ? backoff : Math.min(maxDelay, retryAfter * 1000), callOptions.signal);
        continue;
      }
      const error = envelope?.error;
      throw new ApiError({
        status: response.status,
        code: error?.code ? (error.code as ErrorCode) : 'unexpected_response',
        message: error?.message ?? (text.slice(0, 200) || response.statusText),
        details: error?.details,
        request_id: envelope?.request_id ?? response.headers.get('x-request-id') ?? undefined,
        retryAfterSeconds: retryAfter,
      });
    }
  }

  async function* paginate(operation: ListingId, input: Record<string, unknown> = {}, callOptions: CallOptions = {}) {
    const field = (OPERATIONS[operation] as Entry).items!;
    let cursor: string | undefined;
    do {
      const query = { ...(input.query as Record<string, unknown> | undefined), ...(cursor === undefined ? {} : { cursor }) };
      const page = (await call(operation, { ...input, query }, callOptions)) as Record<string, unknown> & { next_cursor: string | null };
      yield* page[field] as unknown[];
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
  }

  const client: Record<string, unknown> = {
    call: (operation: OperationId, input?: Record<string, unknown>, callOptions?: CallOptions) => call(operation, input, callOptions),
    paginate,
    webhooks,
  };
  for (const operation of Object.keys(OPERATIONS) as OperationId[]) {
    client[operation] = (input?: Record<string, unknown>, callOptions?: CallOptions) => call(operation, input, callOptions);
  }
  return client as unknown as Client;
}

export type { Input };
