/**
 * The definition of loosening (shared/model/setting-changes/loosening.ts), checked against what
 * the transfer check does with a policy: every change that admits a destination the old policy
 * refused loosens, and the only other loosening is an address leaving the block-list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalsLoosening, policyDifference, policyLoosening, type PolicyValue } from '#shared/model/setting-changes/loosening.ts';

const A = 'addr-a';
const B = 'addr-b';
const C = 'addr-c';
const policy = (allowed: string[], blocked: string[]): PolicyValue => ({
  allowed_destination_addresses: allowed,
  blocked_destination_addresses: blocked,
});

/** The rule transfers apply (docs/wallets-transfers.md, check 5). */
const admits = (p: PolicyValue, address: string) =>
  !p.blocked_destination_addresses.includes(address) &&
  (p.allowed_destination_addresses.length === 0 || p.allowed_destination_addresses.includes(address));

describe('policy loosening', () => {
  it('names each way of loosening, and nothing for a tightening', () => {
    expect(policyLoosening(policy([A], []), policy([A, B], []))).toEqual(['allow_list_extended']);
    expect(policyLoosening(policy([A], []), policy([], []))).toEqual(['allow_list_emptied']);
    expect(policyLoosening(policy([], [A, B]), policy([], [A]))).toEqual(['block_list_reduced']);
    expect(policyLoosening(policy([A], [B]), policy([C], []))).toEqual(['allow_list_extended', 'block_list_reduced']);
    // Tightening: an allow-list where there was none, a shorter non-empty allow-list, a longer block-list.
    expect(policyLoosening(policy([], []), policy([A], []))).toEqual([]);
    expect(policyLoosening(policy([A, B], []), policy([A], []))).toEqual([]);
    expect(policyLoosening(policy([], [A]), policy([], [A, B]))).toEqual([]);
    expect(policyLoosening(policy([A], [B]), policy([A], [B]))).toEqual([]);
  });

  it('gives the exact difference, list by list', () => {
    expect(policyDifference(policy([A, B], [C]), policy([B, C], []))).toEqual({
      allowed_destination_addresses: { added: [C], removed: [A] },
      blocked_destination_addresses: { added: [], removed: [C] },
    });
  });

  it('never misses a destination the new policy admits and the old one refused; its one stricter case is a shadowed unblock', () => {
    const universe = [A, B, C, 'addr-d'];
    const list = fc.subarray(universe);
    const valid = fc.tuple(list, list).map(([allowed, blocked]) =>
      policy(
        allowed,
        blocked.filter((x) => !allowed.includes(x)),
      ),
    );
    fc.assert(
      fc.property(valid, valid, (from, to) => {
        // An address outside every list stands for all the others.
        const newlyAdmitted = [...universe, 'addr-elsewhere'].some((x) => admits(to, x) && !admits(from, x));
        const reasons = policyLoosening(from, to);
        if (newlyAdmitted) expect(reasons).not.toEqual([]);
        else if (reasons.length > 0) {
          // The block-list is a control of its own: an address leaving it counts even while the
          // new allow-list happens to refuse it, since that allow-list may change later.
          expect(reasons).toEqual(['block_list_reduced']);
          const unblocked = policyDifference(from, to).blocked_destination_addresses.removed;
          for (const x of unblocked) expect(admits(to, x)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('approvals loosening', () => {
  it('loosens when fewer approvals would be needed: off, or a lower count while on', () => {
    const on = (n: number) => ({ approval_required: true, required_approvals: n, passkey_required: false });
    const off = (n: number) => ({ approval_required: false, required_approvals: n, passkey_required: false });
    expect(approvalsLoosening(on(1), off(1))).toEqual(['approvals_turned_off']);
    expect(approvalsLoosening(on(3), off(5))).toEqual(['approvals_turned_off']);
    expect(approvalsLoosening(on(3), on(2))).toEqual(['required_approvals_lowered']);
    expect(approvalsLoosening(on(2), on(3))).toEqual([]);
    expect(approvalsLoosening(on(2), on(2))).toEqual([]);
    expect(approvalsLoosening(off(1), on(1))).toEqual([]);
    // Nothing is required while approval is off, so nothing can be lowered.
    expect(approvalsLoosening(off(3), off(1))).toEqual([]);
  });

  it('loosens when approvals stop needing a passkey while approval is on; requiring one only tightens', () => {
    const value = (approval_required: boolean, required_approvals: number, passkey_required: boolean) => ({
      approval_required,
      required_approvals,
      passkey_required,
    });
    expect(approvalsLoosening(value(true, 1, true), value(true, 1, false))).toEqual(['passkey_requirement_turned_off']);
    expect(approvalsLoosening(value(true, 3, true), value(true, 2, false))).toEqual([
      'required_approvals_lowered',
      'passkey_requirement_turned_off',
    ]);
    expect(approvalsLoosening(value(true, 1, true), value(false, 1, false))).toEqual(['approvals_turned_off']);
    expect(approvalsLoosening(value(true, 1, false), value(true, 1, true))).toEqual([]);
    // While approval is off nothing is approved, so nothing about approving can loosen.
    expect(approvalsLoosening(value(false, 1, true), value(false, 1, false))).toEqual([]);
  });
});
