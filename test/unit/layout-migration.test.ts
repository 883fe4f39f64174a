/** Which items `migrate-layout` moves, and where to (the layout's table, docs/data-model.md). */
import { describe, expect, it } from 'vitest';
import { baseTenantOf, movedKindOf, newPartitionOf } from '#shared/db/layout-migration.ts';

const scope = { workspaceId: '01a21eba-0c01-722b-b9fd-12c5261f9474', environment: 'live' as const };
const base = `WS#${scope.workspaceId}#live`;

describe('the layout migration', () => {
  it('moves from base tenant partitions only', () => {
    expect(baseTenantOf(base)).toEqual(scope);
    expect(baseTenantOf(`WS#${scope.workspaceId}#sandbox`)).toEqual({ ...scope, environment: 'sandbox' });
    for (const pk of [`WS#${scope.workspaceId}`, `${base}#EVENT#3`, `WS#${scope.workspaceId}#staging`, 'APIKEY#abc', 'RATELIMIT#WS#x'])
      expect(baseTenantOf(pk), pk).toBeNull();
  });

  it('tells the moved kinds by sort key, and leaves everything else', () => {
    expect(movedKindOf('TXN#w#t')).toBe('transaction');
    expect(movedKindOf('TXNREF#t')).toBe('transaction_ref');
    expect(movedKindOf('ATTEMPT#h#a')).toBe('delivery_attempt');
    expect(movedKindOf('BALANCE#w#ethereum#ETH')).toBe('balance');
    for (const sk of [
      'SETTINGS#NETWORKS',
      'SETTING_CHANGE#1',
      'PENDING_SETTING_CHANGE#X',
      'WALLET#1',
      'WEBHOOK#1',
      'INFLIGHT#ALL',
      'PAYMENT#rp_1',
    ])
      expect(movedKindOf(sk), sk).toBeNull();
  });

  it('puts each item in the shard of the id the layout names', () => {
    expect(newPartitionOf(scope, 'transfer', 'TRANSFER#01a21eba-35d5-704b-89a9-61c242bbadf2')).toBe(`${base}#TRANSFER#${0xadf2 % 8}`);
    expect(newPartitionOf(scope, 'transaction', 'TXN#01a21eba-2058-7164-8f05-4ae9accedd19#01a21eba-2578-7265-94ee-57d801988af0')).toBe(
      `${base}#TXN#${0x8af0 % 8}`,
    );
    expect(newPartitionOf(scope, 'transaction_ref', 'TXNREF#01a21eba-2578-7265-94ee-57d801988af0')).toBe(`${base}#TXN#${0x8af0 % 8}`);
    expect(newPartitionOf(scope, 'event', 'EVENT#evt_01a21eba259271a6bea58606b81c7ca9')).toBe(`${base}#EVENT#${0x7ca9 % 16}`);
    expect(
      newPartitionOf(scope, 'delivery_attempt', 'ATTEMPT#01a21eba-0c01-722b-b9fd-12c5261f9474#01a21eba-30f8-779d-a021-a66957cb63b3'),
    ).toBe(`${base}#DELIVERY#${0x63b3 % 16}`);
    expect(newPartitionOf(scope, 'idempotency', 'IDEMP#112c78b907f1c7cc')).toBe(`${base}#IDEMP#${0xc7cc % 4}`);
    expect(newPartitionOf(scope, 'balance', 'BALANCE#w#ethereum#ETH')).toBe(`${base}#BALANCE#0`);
  });
});
