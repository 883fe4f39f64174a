/**
 * The policy a custody key is created with: the account administers it without signing, and only
 * the named signer roles sign, of a digest with ECDSA_SHA_256.
 */
import { describe, expect, it } from 'vitest';
import { custodyKeyPolicy } from '#shared/adapters/custody/evm/key-policy.ts';

const SIGNER = 'arn:aws:iam::111122223333:role/wallet-api-prod-queue-live-custody';

describe('custodyKeyPolicy', () => {
  const policy = JSON.parse(custodyKeyPolicy([SIGNER])) as { Statement: Record<string, any>[] };

  it('lets the account administer the key but never sign with it', () => {
    const admin = policy.Statement.find((s) => s.Sid === 'AccountAdministersWithoutSigning')!;
    expect(admin.Principal).toEqual({ AWS: 'arn:aws:iam::111122223333:root' });
    expect(admin.Action).toContain('kms:Put*');
    const actions = admin.Action as string[];
    const pattern = (a: string) => new RegExp(`^${a.replace('*', '.*')}$`, 'i');
    for (const use of ['kms:Sign', 'kms:CreateGrant', 'kms:Verify'])
      expect(
        actions.some((a) => pattern(a).test(use)),
        use,
      ).toBe(false);
  });

  it('lets only the signer roles sign, by role ARN, of a digest with ECDSA_SHA_256', () => {
    const sign = policy.Statement.filter((s) => [s.Action].flat().some((a: string) => a === 'kms:Sign' || a === 'kms:*'));
    expect(sign).toHaveLength(1);
    expect(sign[0]!.Condition).toEqual({
      ArnEquals: { 'aws:PrincipalArn': [SIGNER] },
      StringEquals: { 'kms:MessageType': 'DIGEST', 'kms:SigningAlgorithm': 'ECDSA_SHA_256' },
    });
  });

  it('refuses no signer, a value that is not a role ARN, and roles of two accounts', () => {
    expect(() => custodyKeyPolicy([])).toThrow(/no signer/);
    expect(() => custodyKeyPolicy(['wallet-api-prod-queue-live-custody'])).toThrow(/role ARNs/);
    expect(() => custodyKeyPolicy([SIGNER, 'arn:aws:iam::444455556666:role/x'])).toThrow(/one account/);
  });
});
