/**
 * The canonical approval intent (docs/approvals.md): RFC 8785 canonical JSON checked against the
 * RFC's own examples (property order by UTF-16 code units, numbers in ECMAScript form), the
 * documented transfer intent and its digest as a known vector, and the intents built from stored
 * records: the fields the documentation lists, the ramp payment's purpose, nothing else.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#shared/domain/approvals/shown-digest.ts';
import { intentDigest, settingChangeIntent, transferIntent } from '#shared/domain/approvals/intent.ts';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';

const tenant = { workspaceId: '019df237-3a98-7b41-9c2d-4e5f60718293', environment: 'sandbox' as const };
const stamp = {
  approver_member_id: '019df25b-dd80-77ed-beb1-44a9e63d9761',
  nonce: 'W0p3cXb9sE4kLm2Qv7Ry1A',
  expires_at: '2026-11-27T09:20:00.000Z',
};

describe('RFC 8785 canonical JSON', () => {
  it('orders properties by UTF-16 code units (RFC 8785, 3.2.3)', () => {
    const value = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    expect(canonicalJson(value)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('writes numbers in their ECMAScript form (RFC 8785, 3.2.2.3)', () => {
    // biome-ignore lint/correctness/noPrecisionLoss: the RFC's own example, which loses precision on purpose
    const numbers = [333333333.33333329, 1e30, 4.5, 2e-3, 0.000000000000000000000000001];
    expect(canonicalJson({ numbers })).toBe('{"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27]}');
  });
});

describe('approval intents', () => {
  const transfer = {
    id: '019df312-f880-7c47-952e-5808b1a77a4d',
    amount_base_units: '7',
    asset_symbol: 'USDC',
    network_code: 'ethereum',
    to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    address_book: null,
    purpose: null,
    policy_verdict: { policy_version: 1 },
  } as unknown as TransferRecord;

  it("builds a transfer's intent from the record, and its digest is the documented vector", () => {
    const intent = transferIntent(tenant, transfer, stamp);
    expect(canonicalJson(intent)).toBe(
      '{"action":"transfer.approve","amount":"7","approver_member_id":"019df25b-dd80-77ed-beb1-44a9e63d9761","asset":"USDC","destination":{"address":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359","label":null},"environment":"sandbox","expires_at":"2026-11-27T09:20:00.000Z","network":"ethereum","nonce":"W0p3cXb9sE4kLm2Qv7Ry1A","policy_version":1,"purpose":null,"transfer_id":"019df312-f880-7c47-952e-5808b1a77a4d","version":1,"workspace_id":"019df237-3a98-7b41-9c2d-4e5f60718293"}',
    );
    // base64url(SHA-256(JCS(intent))), as docs/approvals.md shows it.
    expect(intentDigest(intent)).toBe('ybhGm8179sAEEvwi3h9MuFkGyDVrsnKOZc4E0vYQJsE');
  });

  it("shows a ramp payment's beneficiary and fiat amount, and the destination's label", () => {
    const funding = {
      ...transfer,
      address_book: { entry_id: '019df2f7-8140-7d7c-b0cd-f8fe88657001', label: 'Payout pool', trust_status: 'trusted' },
      purpose: {
        type: 'ramp_payment_funding',
        ramp_payment: {
          reference: 'rp_01J8Z3K4M5',
          destination_amount: { amount: '150000', asset: 'KES' },
          beneficiary: { type: 'mobile_money', account_name: 'Amina Otieno', phone_number_masked: '+********5678' },
        },
      },
    } as unknown as TransferRecord;
    const intent = transferIntent(tenant, funding, stamp);
    expect(intent.destination).toEqual({ address: transfer.to_address, label: 'Payout pool' });
    expect(intent.purpose).toEqual({
      type: 'ramp_payment_funding',
      ramp_payment_reference: 'rp_01J8Z3K4M5',
      beneficiary_name: 'Amina Otieno',
      fiat_amount: '150000',
      fiat_currency: 'KES',
    });
    // Any field of what is shown changes the digest.
    expect(intentDigest(intent)).not.toBe(intentDigest(transferIntent(tenant, { ...funding, amount_base_units: '8' }, stamp)));
    expect(intentDigest(intent)).not.toBe(intentDigest(transferIntent(tenant, funding, { ...stamp, nonce: 'X0p3cXb9sE4kLm2Qv7Ry1A' })));
  });

  it("builds a setting change's intent from its setting, difference, proposed value and version", () => {
    const change = {
      id: '019df2a5-1b80-7ca1-8332-c567d6ca6174',
      setting: 'transfer_approvals',
      difference: {
        approval_required: { from: true, to: true },
        required_approvals: { from: 1, to: 1 },
        passkey_required: { from: true, to: false },
      },
      proposed_value: { approval_required: true, required_approvals: 1, passkey_required: false },
      based_on_version: 4,
    } as unknown as SettingChangeRecord;
    expect(Object.keys(settingChangeIntent(tenant, change, stamp)).sort()).toEqual([
      'action',
      'approver_member_id',
      'based_on_version',
      'difference',
      'environment',
      'expires_at',
      'nonce',
      'proposed_value',
      'setting',
      'setting_change_id',
      'version',
      'workspace_id',
    ]);
  });
});
