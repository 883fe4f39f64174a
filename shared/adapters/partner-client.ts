/**
 * The HTTP client of the upstream partner interface (docs/ramp.md, Partner interface): bearer
 * credentials read from Secrets Manager, a timeout per attempt, and retries with exponential backoff
 * and jitter for timeouts, network failures, 429 and 5xx. Every call is safe to retry: reads
 * are reads, and writes carry an `Idempotency-Key`. Request bodies are never logged (an
 * identity lookup carries an identity number); only the method, path and outcome are.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { readSecret } from '#shared/adapters/secret-store.ts';
import * as config from '#shared/config.ts';
import { log } from '#shared/log.ts';

/** The partner could not be reached, timed out, or answered with something unusable. */
export class PartnerUnavailableError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'PartnerUnavailableError';
    this.status = status;
  }
}

export interface PartnerResponse {
  status: number;
  body: unknown;
}

export interface PartnerRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

const BACKOFF_BASE_MS = 100;

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Calls the partner. Answers below 500 other than 429 are returned as they are (the adapter
 * decides what a 404 means); anything else after the last retry throws PartnerUnavailableError.
 */
export async function callPartner(request: PartnerRequest): Promise<PartnerResponse> {
  const base = config.PARTNER_BASE_URL;
  if (!base) throw new PartnerUnavailableError('No partner interface is configured (PARTNER_BASE_URL).');
  const url = new URL(request.path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${await partnerApiKey()}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  let lastProblem = 'no attempt made';
  let lastStatus: number | undefined;
  for (let attempt = 0; attempt <= config.PARTNER_RETRIES; attempt++) {
    if (attempt > 0) await sleep(BACKOFF_BASE_MS * 2 ** (attempt - 1) + Math.floor(Math.random() * BACKOFF_BASE_MS));
    try {
      const res = await fetch(url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(config.PARTNER_TIMEOUT_MS),
      });
      const text = await res.text();
      if (!isRetryable(res.status)) return { status: res.status, body: parseJson(text) };
      lastStatus = res.status;
      lastProblem = `status ${res.status}`;
    } catch (error) {
      lastProblem =
        error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${config.PARTNER_TIMEOUT_MS} ms` : 'network error';
    }
    log.warn('partner call failed', { method: request.method, path: url.pathname, attempt: attempt + 1, problem: lastProblem });
  }
  throw new PartnerUnavailableError(`The partner interface did not answer usefully (${lastProblem}).`, lastStatus);
}

/** The key, from Secrets Manager; a function whose route does not declare the secret has no ARN and fails here. */
function partnerApiKey(): Promise<string> {
  const arn = config.PARTNER_API_KEY_SECRET_ARN;
  if (!arn) throw new Error('PARTNER_API_KEY_SECRET_ARN is not set: the route must declare uses.readsSecrets partner-api-key.');
  return readSecret(arn);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
