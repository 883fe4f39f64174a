/** The setting change state machine and the moves that fall due on their own (expiry, supersession). */
import { describe, expect, it } from 'vitest';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { dueAction } from '#shared/domain/setting-changes/settle.ts';
import { canTransition, SETTING_CHANGE_STATUSES, transition } from '#shared/model/setting-changes/state-machine.ts';
import { ApiError } from '#shared/model/errors.ts';
import { statusOf } from '#shared/http/error-mapper.ts';

describe('setting change state machine', () => {
  it('moves only from pending, once, to the status the action names', () => {
    expect(transition('pending', 'approve')).toBe('pending');
    expect(transition('pending', 'approve_final')).toBe('approved');
    expect(transition('pending', 'reject')).toBe('rejected');
    expect(transition('pending', 'expire')).toBe('expired');
    expect(transition('pending', 'supersede')).toBe('superseded');
    for (const status of SETTING_CHANGE_STATUSES.filter((s) => s !== 'pending')) {
      for (const action of ['approve', 'approve_final', 'reject', 'expire', 'supersede'] as const)
        expect(canTransition(status, action)).toBe(false);
    }
  });

  it('refuses a move from a final status with 409 invalid_state_transition naming the action and status', () => {
    try {
      transition('superseded', 'approve_final');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'invalid_state_transition', details: { action: 'approve', status: 'superseded' } });
      expect(statusOf(error as ApiError)).toBe(409);
      expect((error as ApiError).message).toBe(
        'A setting change that is superseded cannot be approved; request the change again if it is still wanted.',
      );
    }
  });
});

describe('moves that fall due', () => {
  const change = (status: SettingChangeRecord['status'] = 'pending') =>
    ({ status, based_on_version: 3, expires_at: '2026-05-05T11:00:00.000Z' }) as SettingChangeRecord;
  const before = new Date('2026-05-05T10:59:59.999Z');
  const at = new Date('2026-05-05T11:00:00.000Z');

  it('expires a pending change at expires_at, even when its setting also moved', () => {
    expect(dueAction(change(), 3, before)).toBeNull();
    expect(dueAction(change(), 3, at)).toBe('expire');
    expect(dueAction(change(), 4, at)).toBe('expire');
  });

  it('supersedes a pending change once its setting is at another version', () => {
    expect(dueAction(change(), 4, before)).toBe('supersede');
  });

  it('leaves a decided change alone', () => {
    for (const status of ['approved', 'rejected', 'expired', 'superseded'] as const) expect(dueAction(change(status), 9, at)).toBeNull();
  });
});
