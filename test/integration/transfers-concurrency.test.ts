/**
 * Races: concurrent transfers against one balance never overdraw (each answer is 201 or 422),
 * and concurrent decisions on one transfer apply once.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, setApprovals } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('concurrent transfers', () => {
  it('20 transfers against a balance that covers 6: six 201s, fourteen 422s, never overdrawn', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'USDT', '1000');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/v1/transfers', {
          token: ws.token,
          body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'USDT', amount_base_units: '150', to_address: DEST },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    for (const status of statuses) expect([201, 422]).toContain(status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    for (const res of results.filter((r) => r.status === 422)) expect(res.body.error.code).toBe('insufficient_funds');
    expect(await balanceOf(ws, wallet.id, 'ethereum', 'USDT')).toMatchObject({ balance: '1000', reserved: '900', available: '100' });
    const listed = await api('GET', '/v1/transfers', { token: ws.token, query: { wallet_id: wallet.id, limit: '100' } });
    expect(listed.body.data.items).toHaveLength(6);
  });

  it('counts racing approvals once each, and lets only one of two racing rejections win', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['solana']);
    await setApprovals(ws, true, 2);
    const wallet = await newWallet(ws, ['solana']);
    await fund(ws, wallet.id, 'solana', 'SOL', '1000');
    const members = await Promise.all(Array.from({ length: 4 }, () => newMember(ws, ['transfers:approve'])));
    const request = () =>
      api('POST', '/v1/transfers', {
        token: ws.token,
        body: {
          wallet_id: wallet.id,
          network_code: 'solana',
          asset_symbol: 'SOL',
          amount_base_units: '100',
          to_address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        },
      });
    const first = (await request()).body.data;
    const approvals = await Promise.all(members.map((m) => api('POST', `/v1/transfers/${first.id}/approve`, { token: m.token })));
    const ok = approvals.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    for (const res of approvals.filter((r) => r.status !== 200))
      expect([res.status, res.body.error.code]).toEqual([409, 'invalid_state_transition']);
    const final = (await api('GET', `/v1/transfers/${first.id}`, { token: ws.token })).body.data;
    expect(final.approvals).toHaveLength(2);
    expect(final.approval_state).toBe('approved');

    const second = (await request()).body.data;
    const [one, two] = await Promise.all([
      api('POST', `/v1/transfers/${second.id}/reject`, { token: members[0]!.token }),
      api('POST', `/v1/transfers/${second.id}/reject`, { token: members[1]!.token }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(ws, wallet.id, 'solana', 'SOL')).toMatchObject({ reserved: '100' });
  });
});
