/** How shared/db/errors.ts reads a cancelled transaction: the one place its reasons are read. */
import { ConditionalCheckFailedException, TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  failedConditionIndexes,
  failedConditionItem,
  isConditionFailed,
  isTransactionConditionFailed,
  isTransactionConflict,
  isTransientCancellation,
} from '#shared/db/errors.ts';

const cancelled = (...reasons: { Code: string; Item?: Record<string, unknown> }[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: reasons.map((r) => ({ Code: r.Code, ...(r.Item ? { Item: marshall(r.Item) } : {}) })),
  });

describe('a cancelled transaction', () => {
  it('names the items whose condition failed, and the old item DynamoDB returned for one', () => {
    const error = cancelled(
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed', Item: { entry_id: 'a1' } },
      { Code: 'ConditionalCheckFailed' },
    );
    expect(isTransactionConditionFailed(error)).toBe(true);
    expect(failedConditionIndexes(error)).toEqual([1, 2]);
    expect(failedConditionItem(error, 1)).toEqual({ entry_id: 'a1' });
    expect(failedConditionItem(error, 2)).toBeUndefined();
    expect(failedConditionItem(error, 0)).toBeUndefined();
  });

  it('is a lost race, to run again, only when no condition failed', () => {
    expect(isTransactionConflict(cancelled({ Code: 'None' }, { Code: 'TransactionConflict' }))).toBe(true);
    expect(isTransactionConflict(new TransactionConflictException({ message: 'busy', $metadata: {} }))).toBe(true);
    expect(isTransactionConflict(cancelled({ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }))).toBe(false);
    expect(isTransactionConflict(cancelled({ Code: 'ThrottlingError' }))).toBe(false);
  });

  it('is transient for conflicts and throttling, never with a failed condition', () => {
    expect(isTransientCancellation(cancelled({ Code: 'ThrottlingError' }))).toBe(true);
    expect(isTransientCancellation(cancelled({ Code: 'None' }, { Code: 'TransactionConflict' }))).toBe(true);
    expect(isTransientCancellation(cancelled({ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }))).toBe(false);
    expect(isTransientCancellation(cancelled({ Code: 'ValidationError' }))).toBe(false);
  });

  it('is told apart from a single write whose condition failed, and from any other error', () => {
    const single = new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
    expect(isConditionFailed(single)).toBe(true);
    expect(isTransactionConditionFailed(single)).toBe(false);
    expect(failedConditionIndexes(new Error('other'))).toEqual([]);
    expect(failedConditionItem(new Error('other'), 0)).toBeUndefined();
    expect(isTransientCancellation(new Error('other'))).toBe(false);
  });
});
