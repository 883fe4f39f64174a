import { describe, expect, it } from 'vitest';
import {
  canTransition,
  confirmDeposit,
  transition,
  type TransferAction,
  type TransferState,
} from '#shared/model/transfers/state-machine.ts';
import type { ApiError } from '#shared/model/errors.ts';
import { statusOf } from '#shared/http/error-mapper.ts';

const awaiting: TransferState = { approval_state: 'pending_approval', status: 'pending', custody_status: null };
const approved: TransferState = { approval_state: 'approved', status: 'pending', custody_status: null };
const submitted: TransferState = { approval_state: 'approved', status: 'processing', custody_status: 'submitted' };
const broadcast: TransferState = { ...submitted, custody_status: 'broadcast' };
const completed: TransferState = { ...submitted, status: 'completed', custody_status: 'completed' };
const rejected: TransferState = { approval_state: 'rejected', status: 'canceled', custody_status: null };
const canceled: TransferState = { approval_state: 'canceled', status: 'canceled', custody_status: null };
const failed: TransferState = { ...submitted, status: 'failed', custody_status: 'failed' };

describe('transfer state machine', () => {
  it('walks the happy path', () => {
    expect(transition(awaiting, 'approve_final')).toEqual(approved);
    expect(transition(approved, 'release')).toEqual(submitted);
    expect(transition(submitted, 'broadcast')).toEqual(broadcast);
    expect(transition(broadcast, 'complete')).toEqual(completed);
    expect(transition({ ...approved, approval_state: 'not_required' }, 'release').status).toBe('processing');
  });

  it('rejects, cancels and fails', () => {
    expect(transition(awaiting, 'reject')).toEqual(rejected);
    expect(transition(awaiting, 'cancel')).toEqual(canceled);
    expect(transition(approved, 'custody_reject')).toMatchObject({ status: 'failed', custody_status: 'rejected' });
    expect(transition(broadcast, 'fail')).toEqual({ ...failed });
  });

  const illegal: [string, TransferState, TransferAction][] = [
    ['approve a rejected transfer', rejected, 'approve_final'],
    ['approve a canceled transfer', canceled, 'approve'],
    ['approve a released transfer', submitted, 'approve_final'],
    ['cancel a completed transfer', completed, 'cancel'],
    ['cancel a released transfer', submitted, 'cancel'],
    ['reject an approved transfer', approved, 'reject'],
    ['reject a canceled transfer', canceled, 'reject'],
    ['cancel a failed transfer', failed, 'cancel'],
    ['release a transfer awaiting approval', awaiting, 'release'],
    ['complete a transfer not yet broadcast', submitted, 'complete'],
    ['release twice', submitted, 'release'],
  ];
  it.each(illegal)('refuses to %s with 409 invalid_state_transition', (_, state, action) => {
    expect(canTransition(state, action)).toBe(false);
    let thrown: unknown;
    try {
      transition(state, action);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'invalid_state_transition' });
    expect(statusOf(thrown as ApiError)).toBe(409);
  });

  it('confirms pending deposits only', () => {
    expect(confirmDeposit('pending')).toBe('completed');
    expect(() => confirmDeposit('completed')).toThrow(expect.objectContaining({ code: 'invalid_state_transition' }));
  });
});
