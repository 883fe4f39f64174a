/**
 * The ramp payment state machine: the one place that says which status may follow which
 * (docs/ramp.md, Statuses). Terminal statuses never change.
 */
import type { EventType } from '#shared/model/events/event-types.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';
import { ApiError } from '#shared/model/errors.ts';

export const TRANSITIONS: Readonly<Record<RampStatus, readonly RampStatus[]>> = {
  pending: ['processing', 'requires_action', 'cancelled', 'expired'],
  requires_action: ['processing', 'cancelled', 'expired'],
  processing: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
  cancelled: [],
  expired: [],
};

export function isTerminal(status: RampStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

export function canTransition(from: RampStatus, to: RampStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The statuses a payment passes through from `from` to reach `to`, `to` last, by the fewest
 * transitions (pending → succeeded is pending → processing → succeeded); empty when `from` is
 * `to`, null when the machine cannot get there. A provider reports where a payment is, not
 * every step, so its report is walked along the machine rather than jumped to.
 */
export function pathTo(from: RampStatus, to: RampStatus): RampStatus[] | null {
  const cameFrom = new Map<RampStatus, RampStatus | null>([[from, null]]);
  const queue: RampStatus[] = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (status === to) {
      const path: RampStatus[] = [];
      for (let s: RampStatus | null = to; s !== null && s !== from; s = cameFrom.get(s) ?? null) path.unshift(s);
      return path;
    }
    for (const next of TRANSITIONS[status]) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, status);
        queue.push(next);
      }
    }
  }
  return null;
}

/** 409 `invalid_state_transition` unless `from` → `to` is allowed. */
export function assertTransition(from: RampStatus, to: RampStatus): void {
  if (canTransition(from, to)) return;
  const why = isTerminal(from) ? `it is ${from}, a terminal status` : `${from} can move only to ${TRANSITIONS[from].join(', ')}`;
  throw new ApiError('invalid_state_transition', `The payment cannot move to ${to}: ${why}.`, {
    details: { status: from, requested_status: to, allowed_statuses: TRANSITIONS[from] },
  });
}

/** The event a status change emits (`ramp.payment.created` is emitted on creation instead). */
export function eventTypeFor(status: RampStatus): EventType {
  return `ramp.payment.${status}` as EventType;
}
