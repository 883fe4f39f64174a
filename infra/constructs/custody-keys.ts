/**
 * Grants on the keys live custody makes at run time (`shared/kms-keys.ts`, CustodyKeyFamily):
 * they do not exist at deploy time, so every statement names the account's keys and is bound by
 * the family's tag. Creating a key is allowed only with that tag in the request, so a function
 * that may create keys cannot make an untagged one; signing is allowed only on tagged keys, of a
 * digest, with ECDSA over secp256k1's SHA-256 slot, which is what an EVM transaction needs.
 * Nothing may schedule a custody key's deletion or disable it: no statement here allows it.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { CUSTODY_KEY_TAG, type CustodyKeyFamily } from '#shared/kms-keys.ts';

function accountKeys(grantee: iam.IGrantable): string {
  const stack = Stack.of(grantee.grantPrincipal as unknown as iam.Role);
  return `arn:${stack.partition}:kms:${stack.region}:${stack.account}:key/*`;
}

const tagged = { StringEquals: { [`aws:ResourceTag/${CUSTODY_KEY_TAG.key}`]: CUSTODY_KEY_TAG.value } };

export function grantCreateCustodyKeys(grantee: iam.IGrantable, _family: CustodyKeyFamily): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      // CreateKey has no key yet; TagResource is checked for the tags CreateKey sets.
      actions: ['kms:CreateKey', 'kms:TagResource'],
      resources: ['*'],
      conditions: {
        StringEquals: { [`aws:RequestTag/${CUSTODY_KEY_TAG.key}`]: CUSTODY_KEY_TAG.value, 'kms:KeySpec': 'ECC_SECG_P256K1', 'kms:KeyUsage': 'SIGN_VERIFY' },
      },
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['kms:GetPublicKey'], resources: [accountKeys(grantee)], conditions: tagged }),
  );
}

export function grantSignWithCustodyKeys(grantee: iam.IGrantable, _family: CustodyKeyFamily): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['kms:Sign'],
      resources: [accountKeys(grantee)],
      conditions: {
        StringEquals: { ...tagged.StringEquals, 'kms:MessageType': 'DIGEST', 'kms:SigningAlgorithm': 'ECDSA_SHA_256' },
      },
    }),
  );
}
