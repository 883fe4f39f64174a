/**
 * Grants on the keys live custody makes at run time (`shared/kms-keys.ts`, CustodyKeyFamily):
 * they do not exist at deploy time, so every statement names the account's keys and is bound by
 * the family's tag and by the stage's (`CUSTODY_STAGE_TAG`), so stages sharing an account never
 * reach each other's keys. Creating a key is allowed only with both tags in the request, so a
 * function that may create keys cannot make an untagged one or one of another stage; signing is
 * allowed only on the stage's tagged keys, of a digest, with ECDSA over secp256k1's SHA-256 slot,
 * which is what an EVM transaction needs. Each key's own policy lets only the stage's signer
 * roles sign (shared/adapters/custody/evm/key-policy.ts). Nothing may schedule a custody key's
 * deletion or disable it: no statement here allows it.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { CUSTODY_KEY_TAG, CUSTODY_STAGE_TAG, type CustodyKeyFamily } from '#shared/kms-keys.ts';

function accountKeys(grantee: iam.IGrantable): string {
  const stack = Stack.of(grantee.grantPrincipal as unknown as iam.Role);
  return `arn:${stack.partition}:kms:${stack.region}:${stack.account}:key/*`;
}

/** The family's and the stage's tags, as `aws:ResourceTag/…` or `aws:RequestTag/…` conditions. */
function tags(kind: 'ResourceTag' | 'RequestTag', stage: string): Record<string, string> {
  return { [`aws:${kind}/${CUSTODY_KEY_TAG.key}`]: CUSTODY_KEY_TAG.value, [`aws:${kind}/${CUSTODY_STAGE_TAG}`]: stage };
}

export function grantCreateCustodyKeys(grantee: iam.IGrantable, _family: CustodyKeyFamily, stage: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      // CreateKey has no key yet; TagResource is checked for the tags CreateKey sets.
      actions: ['kms:CreateKey', 'kms:TagResource'],
      resources: ['*'],
      conditions: {
        StringEquals: { ...tags('RequestTag', stage), 'kms:KeySpec': 'ECC_SECG_P256K1', 'kms:KeyUsage': 'SIGN_VERIFY' },
      },
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['kms:GetPublicKey'],
      resources: [accountKeys(grantee)],
      conditions: { StringEquals: tags('ResourceTag', stage) },
    }),
  );
}

export function grantSignWithCustodyKeys(grantee: iam.IGrantable, _family: CustodyKeyFamily, stage: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['kms:Sign'],
      resources: [accountKeys(grantee)],
      conditions: {
        StringEquals: { ...tags('ResourceTag', stage), 'kms:MessageType': 'DIGEST', 'kms:SigningAlgorithm': 'ECDSA_SHA_256' },
      },
    }),
  );
}
