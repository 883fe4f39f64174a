/**
 * The errors the local fault injection raises: the same classes, fault markers and retry hints
 * the AWS SDK would surface after giving up on a real failure, so a handler cannot tell the
 * difference. Local only (see infra/local/faults.ts).
 */
import {
  InternalServerError,
  ThrottlingException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { RequestThrottled, SQSServiceException } from '@aws-sdk/client-sqs';

/**
 * - `throttling`: DynamoDB `ThrottlingException`, SQS `RequestThrottled`;
 * - `network`: a dropped socket (`ECONNRESET`), no HTTP status at all;
 * - `internal`: DynamoDB `InternalServerError`, SQS a server fault;
 * - `timeout`: the SDK HTTP handler's request timeout, a plain `Error` named `TimeoutError`;
 * - `conflict`: a race with a concurrent transaction: `TransactionCanceledException` with
 *   `TransactionConflict` reasons for `TransactWriteItems`/`TransactGetItems`,
 *   `TransactionConflictException` for single-item writes (SQS, KMS, Secrets Manager: treated as
 *   throttling); KMS and Secrets Manager raise their own throttling and internal errors.
 */
export const FAULT_ERRORS = ['throttling', 'network', 'internal', 'timeout', 'conflict'] as const;
export type FaultErrorKind = (typeof FAULT_ERRORS)[number];

/**
 * Every kind a fault can be: the errors above; `lost_answer`: the call reaches the service
 * and takes effect, its answer never arrives, and the SDK tries again with the same request (what
 * a deadline that fires after the service acted looks like; with retries off, the handler sees
 * the timeout); and `not_found` and `access_denied`, the service's `NotFoundException` and
 * `AccessDeniedException`: what KMS answers while a key just made, or its tags, are not visible
 * yet (KMS is eventually consistent). The SDK retries neither.
 */
export const FAULT_KINDS = [...FAULT_ERRORS, 'lost_answer', 'not_found', 'access_denied'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultErrorInput {
  service: 'dynamodb' | 'sqs' | 'kms' | 'secretsmanager';
  command: string;
  error: FaultKind;
}

/** How many items a transaction names, so its cancellation reasons line up with them. */
function transactItemCount(args: unknown): number {
  const input = (args as { input?: { TransactItems?: unknown[] } } | undefined)?.input;
  return Math.max(1, input?.TransactItems?.length ?? 1);
}

/** The error the SDK would surface for this kind of failure. `args` is the command's middleware args. */
export function faultError(fault: FaultErrorInput, args?: unknown): Error {
  const message = `Injected ${fault.error} fault on ${fault.service} ${fault.command} (local stack)`;
  if (fault.error === 'lost_answer') {
    // The lost answer's stand-in, raised after the call went through: a timeout, which the SDK retries.
    return Object.assign(new Error(`Connection timed out after the request was sent (${message})`), {
      name: 'TimeoutError',
      $metadata: { attempts: 1 },
    });
  }
  if (fault.error === 'not_found' || fault.error === 'access_denied') {
    const name =
      fault.error === 'not_found' ? (fault.service === 'kms' ? 'NotFoundException' : 'ResourceNotFoundException') : 'AccessDeniedException';
    return Object.assign(new Error(message), {
      name,
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 1, totalRetryDelay: 0 },
    });
  }
  const $metadata = {
    httpStatusCode: fault.error === 'throttling' || fault.error === 'conflict' ? 400 : 500,
    attempts: 1,
    totalRetryDelay: 0,
  };
  if (fault.error === 'network') {
    // What the Node HTTP handler rejects with when a socket drops; no HTTP status at all.
    return Object.assign(new Error(`socket hang up (${message})`), { code: 'ECONNRESET', name: 'Error', $metadata: { attempts: 1 } });
  }
  if (fault.error === 'timeout') {
    // @smithy/node-http-handler: `Object.assign(new Error(...), { name: "TimeoutError" })`.
    return Object.assign(new Error(`Connection timed out after 1000 ms (${message})`), {
      name: 'TimeoutError',
      $metadata: { attempts: 1 },
    });
  }
  const throttling = { $retryable: { throttling: true } };
  if (fault.service === 'dynamodb') {
    if (fault.error === 'conflict') {
      if (!fault.command.startsWith('Transact')) return new TransactionConflictException({ message, $metadata });
      const reasons = Array.from({ length: transactItemCount(args) }, (_, i) =>
        i === 0 ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
      );
      return new TransactionCanceledException({ message, $metadata, CancellationReasons: reasons });
    }
    return fault.error === 'throttling'
      ? Object.assign(new ThrottlingException({ message, $metadata }), throttling)
      : new InternalServerError({ message, $metadata });
  }
  if (fault.service === 'sqs') {
    return fault.error === 'throttling' || fault.error === 'conflict'
      ? Object.assign(new RequestThrottled({ message, $metadata }), throttling)
      : new SQSServiceException({ name: 'InternalError', $fault: 'server', message, $metadata });
  }
  // KMS and Secrets Manager: their throttling and internal errors, as the SDK classifies them.
  const internal = fault.service === 'kms' ? 'KMSInternalException' : 'InternalServiceError';
  return fault.error === 'throttling' || fault.error === 'conflict'
    ? Object.assign(new Error(message), { name: 'ThrottlingException', $fault: 'client', $metadata, ...throttling })
    : Object.assign(new Error(message), { name: internal, $fault: 'server', $metadata });
}
