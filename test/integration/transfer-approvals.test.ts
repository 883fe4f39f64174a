/**
 * Approval requirements: several distinct approvers when the setting says so (each once, never
 * the requester, only with transfers:approve), release at creation without approval, and the
 * setting itself (per environment, versioned, validated).
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newMember, newWallet, setApprovals, transferReaches } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('transfer approvals', () => {
  it('needs several distinct approvers when the setting says so, each once, never the requester', async () => {
    const other = await newWorkspace();
    await enableNetworks(other, ['ethereum']);
    const w = await newWallet(other, ['ethereum']);
    await fund(other, w.id, 'ethereum', 'ETH', '100');
    await setApprovals(other, true, 2);
    const [m1, m2] = await Promise.all([newMember(other, ['transfers:approve']), newMember(other, ['transfers:approve'])]);
    const res = await api('POST', '/v1/transfers', {
      token: other.token,
      body: { wallet_id: w.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '5', to_address: DEST },
    });
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ required_approvals: 2, approvals: [] });
    const one = await api('POST', `/v1/transfers/${id}/approve`, { token: m1.token });
    expect(one.body.data).toMatchObject({ approval_state: 'pending_approval', approvals: [{ email: m1.email }], approved_by_email: null });
    const again = await api('POST', `/v1/transfers/${id}/approve`, { token: m1.token });
    expect([again.status, again.body.error.details.reason]).toEqual([409, 'already_approved']);
    expect((await api('POST', `/v1/transfers/${id}/approve`, { token: other.token })).body.error.code).toBe('requester_cannot_approve');
    const two = await api('POST', `/v1/transfers/${id}/approve`, { token: m2.token });
    expect(two.body.data).toMatchObject({ approval_state: 'approved', approved_by_email: m2.email, custody_status: 'submitted' });
    // A key without transfers:approve cannot approve at all.
    const writer = await newMember(other, ['transfers:write']);
    expect((await api('POST', `/v1/transfers/${id}/approve`, { token: writer.token })).status).toBe(403);
  });

  it('releases at once when approval is not required', async () => {
    const solo = await newWorkspace();
    await enableNetworks(solo, ['ethereum']);
    await setApprovals(solo, false);
    const w = await newWallet(solo, ['ethereum']);
    await fund(solo, w.id, 'ethereum', 'USDC', '100');
    const res = await api('POST', '/v1/transfers', {
      token: solo.token,
      body: { wallet_id: w.id, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '40', to_address: DEST },
    });
    expect(res.body.data).toMatchObject({
      approval_state: 'not_required',
      required_approvals: 0,
      custody_status: 'submitted',
      provider_released_by_email: solo.owner.email,
    });
    await transferReaches(solo, res.body.data.id, ['completed']);
    expect(await balanceOf(solo, w.id, 'ethereum', 'USDC')).toMatchObject({ balance: '60', available: '60', reserved: '0' });
  });

  it('reads and replaces the approval setting, per environment, with If-Match', async () => {
    const s = await newWorkspace();
    const read = await api('GET', '/v1/workspace/transfer-approvals', { token: s.token });
    expect(read.body.data.approvals).toEqual({
      approval_required: true,
      required_approvals: 1,
      passkey_required: false,
      version: 0,
      updated_at: null,
    });
    const put = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: s.token,
      headers: { 'if-match': '"0"' },
      body: { approval_required: true, required_approvals: 3 },
    });
    expect(put.headers.get('etag')).toBe('"1"');
    expect(put.body.data.approvals).toMatchObject({ required_approvals: 3, version: 1 });
    const stale = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: s.token,
      headers: { 'if-match': '"0"' },
      body: { approval_required: false, required_approvals: 1 },
    });
    expect(stale.status).toBe(412);
    for (const body of [
      { approval_required: true, required_approvals: 0 },
      { approval_required: 'yes', required_approvals: 1 },
      { approval_required: true, required_approvals: 6 },
      { approval_required: true },
    ]) {
      expect((await api('PUT', '/v1/workspace/transfer-approvals', { token: s.token, body })).status).toBe(400);
    }
    expect(
      (await api('GET', '/v1/workspace/transfer-approvals', { token: s.token, query: { environment: 'live' } })).body.data.approvals
        .version,
    ).toBe(0);
  });
});
