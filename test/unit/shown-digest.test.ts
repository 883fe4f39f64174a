/**
 * The approval digest: RFC 8785 canonical JSON (the RFC's own examples) and SHA-256 of a fixed
 * transfer's approval intent, checked against a canonical form written out by hand.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { canonicalJson, shownDigest } from '#shared/domain/approvals/shown-digest.ts';
import { settingChangeApprovalIntent } from '#shared/domain/setting-changes/views.ts';
import { maskNumber, rampFundingPurpose } from '#shared/domain/transfers/purpose.ts';
import { toTransferView, transferApprovalIntent } from '#shared/domain/transfers/views.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { PENDING_TRANSFER_INTENT_DIGEST, pendingTransfer } from '#shared/openapi/examples/wallets.ts';
import { SETTING_CHANGE_INTENT_DIGEST, settingChange } from '#shared/openapi/examples/workspace.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An IEEE 754 double from its 64 bits, as RFC 8785 Appendix B lists them. */
function double(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe('RFC 8785 canonical JSON', () => {
  it('serialises the RFC’s primitive example (3.2.2): numbers in ECMAScript form, minimal string escapes', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts properties by UTF-16 code units (3.2.3)', () => {
    const input = JSON.parse(
      '{"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One",' +
        ' "\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control", "\\u00f6": "Latin Small Letter O With Diaeresis"}',
    );
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign",' +
        '"😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('writes numbers as Appendix B lists them', () => {
    const vectors: [string, string][] = [
      ['0000000000000000', '0'],
      ['8000000000000000', '0'],
      ['0000000000000001', '5e-324'],
      ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['4340000000000000', '9007199254740992'],
      ['44b52d02c7e14af6', '1e+23'],
      ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ];
    for (const [bits, text] of vectors) expect(canonicalJson([double(bits)])).toBe(`[${text}]`);
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
    expect(() => canonicalJson({ s: '\ud800' })).toThrow();
    expect(() => canonicalJson(undefined)).toThrow();
  });
});

const member = (n: number) => ({ id: `0190f000-0000-7000-8000-00000000000${n}`, email: `m${n}@example.com`, display_name: `M${n}` });

const payment = {
  reference: 'rp_0190f0000000',
  direction: 'off_ramp',
  rail: 'bank',
  country_code: 'NG',
  provider: 'flutterwave',
  destination_amount: { amount: '39500000', asset: 'NGN' },
  destination: {
    bank_account: { account_name: 'Ada Obi', account_number: '0123456789', bank_code: '058', beneficiary: { email: 'ada@example.com' } },
  },
} as unknown as RampPaymentRecord;

const transfer: TransferRecord = {
  id: '0190f000-0000-7000-8000-0000000000aa',
  wallet_id: '0190f000-0000-7000-8000-0000000000bb',
  network_code: 'ethereum',
  asset_symbol: 'USDC',
  amount_base_units: '250000000',
  from_address: '0x1111111111111111111111111111111111111111',
  to_address: '0x2222222222222222222222222222222222222222',
  address_book_entry_id: null,
  funds_ramp_payment: 'rp_0190f0000000',
  settles_ramp_payment: true,
  purpose: rampFundingPurpose(payment),
  address_book: null,
  policy_verdict: {
    policy_version: 2,
    allowed_by: 'ramp_payment_funding',
    approval: { required: true, required_approvals: 1, approval_settings_version: 0 },
  },
  description: 'Funding of ramp payment rp_0190f0000000',
  status: 'pending',
  approval_state: 'pending_approval',
  required_approvals: 1,
  approvals: [],
  requested_by: member(1),
  approved_by: null,
  approved_at: null,
  rejected_by: null,
  rejected_at: null,
  canceled_by: null,
  canceled_at: null,
  provider_released_by: null,
  provider_released_at: null,
  custody_withdrawal_id: null,
  custody_status: null,
  provider_failure_reason: null,
  tx_hash: null,
  tx_error: null,
  created_at: '2026-05-04T10:00:00.000Z',
  updated_at: '2026-05-04T10:00:00.000Z',
  completed_at: null,
  revision: 0,
  event_sequence: 1,
};

describe('the approval digest of a transfer', () => {
  it('masks the beneficiary’s number and leaves identity fields out of the purpose', () => {
    expect(transfer.purpose!.ramp_payment.beneficiary).toEqual({
      type: 'bank_account',
      account_name: 'Ada Obi',
      account_number_masked: '******6789',
      bank_name: null,
      bank_code: '058',
    });
    expect(maskNumber('12345')).toBe('***45');
    expect(maskNumber('')).toBe('');
  });

  it('is SHA-256 of the intent’s canonical JSON, written out here by hand', () => {
    const canonical =
      '{"address_book":null,"address_book_entry_id":null,"amount_base_units":"250000000","asset_symbol":"USDC",' +
      '"description":"Funding of ramp payment rp_0190f0000000","from_address":"0x1111111111111111111111111111111111111111",' +
      '"funds_ramp_payment":"rp_0190f0000000","network_code":"ethereum",' +
      '"policy_verdict":{"allowed_by":"ramp_payment_funding","approval":{"approval_settings_version":0,"required":true,"required_approvals":1},"policy_version":2},' +
      '"purpose":{"ramp_payment":{"beneficiary":{"account_name":"Ada Obi","account_number_masked":"******6789","bank_code":"058","bank_name":null,"type":"bank_account"},' +
      '"country_code":"NG","destination_amount":{"amount":"39500000","asset":"NGN"},"direction":"off_ramp","provider":"flutterwave","rail":"bank",' +
      '"reference":"rp_0190f0000000"},"type":"ramp_payment_funding"},' +
      '"requested_by_email":"m1@example.com","required_approvals":1,"to_address":"0x2222222222222222222222222222222222222222",' +
      '"transfer_id":"0190f000-0000-7000-8000-0000000000aa","wallet_id":"0190f000-0000-7000-8000-0000000000bb"}';
    const intent = transferApprovalIntent(toTransferView(transfer));
    expect(canonicalJson(intent)).toBe(canonical);
    expect(shownDigest(intent)).toBe(sha256(canonical));
  });

  it('does not move when the transfer’s state does (approvals, release, completion)', () => {
    const before = shownDigest(transferApprovalIntent(toTransferView(transfer)));
    const later: TransferRecord = {
      ...transfer,
      status: 'completed',
      approval_state: 'approved',
      approvals: [{ member: member(2), approved_at: '2026-05-04T10:05:00.000Z', shown_digest: before }],
      approved_by: member(2),
      approved_at: '2026-05-04T10:05:00.000Z',
      tx_hash: '0xabc',
      updated_at: '2026-05-04T10:06:00.000Z',
    };
    expect(shownDigest(transferApprovalIntent(toTransferView(later)))).toBe(before);
    expect(shownDigest(transferApprovalIntent(toTransferView({ ...transfer, amount_base_units: '250000001' })))).not.toBe(before);
  });

  it('matches the digests the OpenAPI examples show', () => {
    expect(shownDigest(transferApprovalIntent(pendingTransfer))).toBe(PENDING_TRANSFER_INTENT_DIGEST);
    expect(shownDigest(settingChangeApprovalIntent(settingChange))).toBe(SETTING_CHANGE_INTENT_DIGEST);
  });
});
