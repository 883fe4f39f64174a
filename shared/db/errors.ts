/**
 * Recognising DynamoDB's outcomes by class, never by name strings. This is the one module that
 * reads a cancelled transaction's `CancellationReasons`: each question a caller asks of a
 * cancellation (which items failed their condition, is it only a conflict, is it transient, what
 * was the item whose condition failed) has its function here, so the codes are read one way.
 */
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

const CONDITION_FAILED = 'ConditionalCheckFailed';

/**
 * Reasons a transaction is cancelled that a retry cures: a concurrent transaction on one of its
 * items, or throttling.
 */
const TRANSIENT_CANCELLATION_CODES = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** The code of each item of a cancelled transaction, in the transaction's order; [] for anything else. */
function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof TransactionCanceledException)) return [];
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

export function isConditionFailed(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** True when a transaction was cancelled because one of its conditions failed. */
export function isTransactionConditionFailed(error: unknown): boolean {
  return cancellationCodes(error).includes(CONDITION_FAILED);
}

/** The index of each item whose condition failed in a cancelled transaction. */
export function failedConditionIndexes(error: unknown): number[] {
  return cancellationCodes(error).flatMap((code, i) => (code === CONDITION_FAILED ? [i] : []));
}

/**
 * True when a transaction lost a race on an item rather than failing a condition: contention,
 * not a verdict, so the same transaction deserves another try.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (error instanceof TransactionConflictException) return true;
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes(CONDITION_FAILED);
}

/**
 * True when a transaction was cancelled for a reason a retry by the caller cures (a conflict or
 * throttling). One that also has a failed condition is not transient: the use case decides what
 * that means (and usually handles it before it gets here).
 */
export function isTransientCancellation(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.some((code) => TRANSIENT_CANCELLATION_CODES.has(code)) && !codes.includes(CONDITION_FAILED);
}

/**
 * The item as it was when the condition of the transaction's item at `index` failed, for an item
 * written with `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`; undefined when that item did not
 * fail its condition or DynamoDB returned no item.
 */
export function failedConditionItem(error: unknown, index: number): Record<string, unknown> | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reason = error.CancellationReasons?.[index];
  if (reason?.Code !== CONDITION_FAILED || !reason.Item) return undefined;
  return unmarshall(reason.Item as Record<string, AttributeValue>);
}
