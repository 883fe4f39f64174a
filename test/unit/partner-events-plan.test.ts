/** How a partner-reported status is reached along the ramp state machine (pathTo, planFor). */
import { describe, expect, it } from 'vitest';
import { pathTo } from '#shared/model/ramp/state-machine.ts';
import { planFor } from '#shared/domain/ramp/partner-events.ts';

describe('partner-reported statuses', () => {
  it('walks the fewest transitions the machine allows', () => {
    expect(pathTo('pending', 'processing')).toEqual(['processing']);
    expect(pathTo('pending', 'succeeded')).toEqual(['processing', 'succeeded']);
    expect(pathTo('pending', 'failed')).toEqual(['processing', 'failed']);
    expect(pathTo('requires_action', 'succeeded')).toEqual(['processing', 'succeeded']);
    expect(pathTo('pending', 'pending')).toEqual([]);
    expect(pathTo('succeeded', 'processing')).toBeNull();
    expect(pathTo('cancelled', 'succeeded')).toBeNull();
  });

  it('plans a move, a stale report (at or past it) or an unreachable one', () => {
    expect(planFor('pending', 'succeeded')).toEqual({ kind: 'move', path: ['processing', 'succeeded'] });
    expect(planFor('processing', 'processing')).toEqual({ kind: 'stale' });
    expect(planFor('succeeded', 'processing')).toEqual({ kind: 'stale' });
    expect(planFor('processing', 'pending')).toEqual({ kind: 'stale' });
    expect(planFor('requires_action', 'pending')).toEqual({ kind: 'stale' });
    expect(planFor('cancelled', 'succeeded')).toEqual({ kind: 'unreachable' });
    expect(planFor('failed', 'succeeded')).toEqual({ kind: 'unreachable' });
    expect(planFor('expired', 'processing')).toEqual({ kind: 'unreachable' });
    // requires_action comes before processing: a late report of it is stale, not a conflict.
    expect(planFor('processing', 'requires_action')).toEqual({ kind: 'stale' });
    expect(planFor('succeeded', 'failed')).toEqual({ kind: 'unreachable' });
  });
});
