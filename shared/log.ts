/**
 * A small structured logger: one JSON line per entry on stdout (CloudWatch's format of choice),
 * tagged with the current request id. The request id travels in AsyncLocalStorage because the
 * local gateway serves many requests in one process, where a module-level variable would mix them.
 * Callers pass only fields that are safe to log: never tokens, secrets or identity numbers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const requestContext = new AsyncLocalStorage<{ requestId: string }>();
const threshold = ORDER[(process.env.LOG_LEVEL as Level | 'silent' | undefined) ?? 'info'] ?? ORDER.info;

/** Runs `fn` with `requestId` attached to every log line written inside it. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

/** The id of the request being served, when there is one (an audit record keeps it, as its log line does). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  emit(level, message, fields);
}

function emit(level: Level, message: string, fields?: Record<string, unknown>): void {
  const entry = {
    level,
    time: new Date().toISOString(),
    request_id: requestContext.getStore()?.requestId,
    message,
    ...fields,
  };
  process.stdout.write(JSON.stringify(entry) + '\n');
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
  /**
   * An audit line (shared/audit.ts): who did what, with which key, in which request. Level
   * `info`, message `audit <action>`, `"audit": "<action>"`; written whatever `LOG_LEVEL` says,
   * since a record must not depend on how verbose the service log is.
   */
  audit: (action: string, fields: Record<string, unknown>) => emit('info', `audit ${action}`, { audit: action, ...fields }),
};

/** The loggable part of an error: class, message and stack, nothing attached to it. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error_type: error.constructor.name, error_message: error.message, stack: error.stack };
  return { error_type: typeof error };
}
