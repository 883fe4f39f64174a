/**
 * What an approver sees (docs/wallets-transfers.md, What an approver sees): a key with only
 * `transfers:approve` reads a wallet-funded off-ramp's funding transfer with the payment's
 * reference, amounts, provider and masked beneficiary, without the ramp route; a transfer shows
 * its destination's address book label and the policy verdict; and each approval records the
 * SHA-256 of the RFC 8785 canonical JSON of the approval intent, which the test recomputes here
 * from the view with the library directly.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { offRamp } from '../support/ramp.ts';
import { enableNetworks, fund, newMember, newWallet, setApprovals } from '../support/wallets.ts';
import { putSetting } from '../support/setting-changes.ts';

const ALLOWED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const OTHER = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** A response body, checked by value. */
type View = any;

/** The documented approval intent of a transfer, picked from its view. */
function transferIntent(view: View) {
  return {
    transfer_id: view.id,
    wallet_id: view.wallet_id,
    network_code: view.activity.network_code,
    asset_symbol: view.activity.asset_symbol,
    amount_base_units: view.activity.amount_base_units,
    from_address: view.activity.from_address,
    to_address: view.activity.to_address,
    description: view.activity.description,
    address_book_entry_id: view.address_book_entry_id,
    address_book: view.address_book,
    funds_ramp_payment: view.funds_ramp_payment,
    purpose: view.purpose,
    policy_verdict: view.policy_verdict,
    required_approvals: view.required_approvals,
    requested_by_email: view.requested_by_email,
  };
}

const digestOf = (intent: unknown) => createHash('sha256').update(canonicalize(intent)!, 'utf8').digest('hex');

async function walletWith(ws: TestWorkspace, network: string, amount: string) {
  await enableNetworks(ws, ['ethereum', 'polygon']);
  const wallet = await newWallet(ws, [network]);
  await fund(ws, wallet.id, network, 'USDC', amount);
  return wallet.id;
}

const transferTo = (ws: TestWorkspace, walletId: string, destination: Record<string, string>) =>
  api('POST', '/v1/transfers', {
    token: ws.token,
    body: { wallet_id: walletId, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '7', ...destination },
  });

describe('what an approver sees of a transfer', () => {
  it('shows a wallet-funded off-ramp’s payment and masked beneficiary to a transfers:approve key, and records the digest of it', async () => {
    const ws = await newWorkspace();
    const walletId = await walletWith(ws, 'ethereum', '5000000000');
    // An allow-list without the deposit address: the transfer passes as the payment's funding.
    await putSetting(ws, '/v1/workspace/transfer-policy', { allowed_destination_addresses: [ALLOWED], blocked_destination_addresses: [] });
    const approver = await newMember(ws, ['transfers:approve']);
    const created = await api('POST', '/v1/ramp/payments', { token: ws.token, body: offRamp('bank', { source_wallet_id: walletId }) });
    expect(created.status, created.text).toBe(201);
    const payment = created.body.data;
    const policyVersion = (await api('GET', '/v1/workspace/transfer-policy', { token: ws.token })).body.data.policy.version;

    expect((await api('GET', `/v1/ramp/payments/${payment.reference}`, { token: approver.token })).status).toBe(403);
    const read = await api('GET', `/v1/transfers/${payment.funding_transfer_id}`, { token: approver.token });
    expect(read.status, read.text).toBe(200);
    const view = read.body.data;
    expect(view.purpose).toEqual({
      type: 'ramp_payment_funding',
      ramp_payment: {
        reference: payment.reference,
        direction: 'off_ramp',
        rail: 'bank',
        country_code: 'NG',
        provider: payment.provider,
        destination_amount: { amount: payment.destination_amount.amount, asset: 'NGN' },
        beneficiary: {
          type: 'bank_account',
          account_name: 'Ada Obi',
          account_number_masked: '******6789',
          bank_name: null,
          bank_code: '058',
        },
      },
    });
    expect(read.text).not.toContain('0123456789');
    expect(view.address_book).toBeNull();
    expect(view.policy_verdict).toEqual({
      policy_version: policyVersion,
      allowed_by: 'ramp_payment_funding',
      approval: { required: true, required_approvals: 1, approval_settings_version: 0 },
    });
    const listed = await api('GET', '/v1/transfers', { token: approver.token, query: { approval_state: 'pending_approval' } });
    expect(listed.body.data.items).toEqual([view]);

    const approved = await api('POST', `/v1/transfers/${view.id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.approvals).toEqual([
      // A bearer approval carries no passkey signature.
      { email: approver.email, approved_at: expect.any(String), shown_digest: digestOf(transferIntent(view)), signed: null },
    ]);
    expect(approved.body.data.purpose).toEqual(view.purpose);
    const after = (await api('GET', `/v1/transfers/${view.id}`, { token: approver.token })).body.data;
    expect(after.approvals[0].shown_digest).toBe(digestOf(transferIntent(view)));
    // The first test of the file meets every function cold (the ramp create, the policy, the transfer routes).
  }, 60_000);

  it('masks a mobile money beneficiary’s number', async () => {
    const ws = await newWorkspace();
    const walletId = await walletWith(ws, 'polygon', '5000000000');
    const created = await api('POST', '/v1/ramp/payments', {
      token: ws.token,
      body: offRamp('mobile_money', { source_wallet_id: walletId }),
    });
    expect(created.status, created.text).toBe(201);
    const read = await api('GET', `/v1/transfers/${created.body.data.funding_transfer_id}`, { token: ws.token });
    expect(read.body.data.purpose.ramp_payment).toMatchObject({
      reference: created.body.data.reference,
      destination_amount: { amount: created.body.data.destination_amount.amount, asset: 'KES' },
      beneficiary: {
        type: 'mobile_money',
        account_name: 'Wanjiru Kamau',
        phone_number_masked: '+********5678',
        provider_code: 'mpesa',
        country_code: 'KE',
      },
    });
    expect(read.text).not.toContain('712345678');
    // No allow-list: the deposit address passes as any address does.
    expect(read.body.data.policy_verdict.allowed_by).toBe('no_allow_list');
  });

  it('shows the address book label of the destination, named by entry or by address, and the allow-list verdict', async () => {
    const ws = await newWorkspace();
    const walletId = await walletWith(ws, 'ethereum', '1000');
    await setApprovals(ws, true, 2);
    await putSetting(ws, '/v1/workspace/transfer-policy', {
      allowed_destination_addresses: [ALLOWED, OTHER],
      blocked_destination_addresses: [],
    });
    const entry = await api('POST', '/v1/address-book', {
      token: ws.token,
      body: { label: 'Lagos supplier', address: ALLOWED, network_code: 'ethereum' },
    });
    expect(entry.status, entry.text).toBe(201);
    const entryId = entry.body.data.entry.id;
    const policy = (await api('GET', '/v1/workspace/transfer-policy', { token: ws.token })).body.data.policy;
    const approvalsVersion = (await api('GET', '/v1/workspace/transfer-approvals', { token: ws.token })).body.data.approvals.version;
    const verdict = {
      policy_version: policy.version,
      allowed_by: 'allow_list',
      approval: { required: true, required_approvals: 2, approval_settings_version: approvalsVersion },
    };

    const byEntry = await transferTo(ws, walletId, { address_book_entry_id: entryId });
    expect(byEntry.status, byEntry.text).toBe(201);
    expect(byEntry.body.data).toMatchObject({
      purpose: null,
      address_book: { entry_id: entryId, label: 'Lagos supplier', trust_status: 'trusted' },
      policy_verdict: verdict,
    });
    const byAddress = await transferTo(ws, walletId, { to_address: ALLOWED.toLowerCase() });
    expect(byAddress.body.data).toMatchObject({
      address_book_entry_id: null,
      address_book: { entry_id: entryId, label: 'Lagos supplier' },
      policy_verdict: verdict,
    });
    const unknown = await transferTo(ws, walletId, { to_address: OTHER });
    expect(unknown.body.data).toMatchObject({ address_book: null, policy_verdict: verdict });

    // Two approvers, each recording the digest of the same intent, whatever the state they saw.
    const [a1, a2] = await Promise.all([newMember(ws, ['transfers:approve']), newMember(ws, ['transfers:approve'])]);
    const shown = (await api('GET', `/v1/transfers/${byAddress.body.data.id}`, { token: a1.token })).body.data;
    await api('POST', `/v1/transfers/${shown.id}/approve`, { token: a1.token });
    const second = await api('POST', `/v1/transfers/${shown.id}/approve`, { token: a2.token });
    expect(second.body.data.approval_state).toBe('approved');
    const digest = digestOf(transferIntent(shown));
    expect(second.body.data.approvals.map((a: View) => [a.email, a.shown_digest])).toEqual([
      [a1.email, digest],
      [a2.email, digest],
    ]);
    expect(digest).not.toBe(digestOf(transferIntent(unknown.body.data)));
  });
});

describe('what an approver sees of a setting change', () => {
  it('records the digest of the change’s approval intent with the approval', async () => {
    const ws = await newWorkspace();
    const put = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: false, required_approvals: 1 },
    });
    expect(put.status, put.text).toBe(202);
    const approver = await newMember(ws, ['workspace:approve']);
    const shown = (await api('GET', `/v1/workspace/setting-changes/${put.body.data.pending_change.id}`, { token: approver.token })).body
      .data.setting_change;
    const approved = await api('POST', `/v1/workspace/setting-changes/${shown.id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    const intent = {
      setting_change_id: shown.id,
      setting: shown.setting,
      loosens: shown.loosens,
      difference: shown.difference,
      previous_value: shown.previous_value,
      proposed_value: shown.proposed_value,
      based_on_version: shown.based_on_version,
      required_approvals: shown.required_approvals,
      requested_by: shown.requested_by,
      expires_at: shown.expires_at,
    };
    expect(approved.body.data.setting_change.approvals).toEqual([
      {
        member: expect.objectContaining({ email: approver.email }),
        api_key_id: expect.any(String),
        approved_at: expect.any(String),
        shown_digest: digestOf(intent),
        signed: null,
      },
    ]);
  });
});
