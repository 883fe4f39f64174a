/**
 * The key policy of a custody key, set when the key is created: the account administers the key
 * through IAM (describe, tag, rotate nothing, schedule or cancel deletion, replace this policy),
 * and only the stage's signer roles may sign with it, of a digest, with ECDSA over secp256k1's
 * SHA-256 slot. Without this policy KMS's default would let any principal of the account whose
 * IAM allows `kms:Sign` use the key, another stage's signer included.
 *
 * The signers are named by `aws:PrincipalArn`, a string condition, rather than as principals: KMS
 * turns a named principal into the role's unique id, so a role deleted and recreated by a later
 * deploy would lose the keys made before it; the string keeps matching the role of that name.
 */

/** What the account (its IAM administrators) may do with a custody key: everything but use it. */
const ADMINISTRATION = [
  'kms:Describe*',
  'kms:Get*',
  'kms:List*',
  'kms:Put*',
  'kms:Update*',
  'kms:Enable*',
  'kms:Disable*',
  'kms:Revoke*',
  'kms:TagResource',
  'kms:UntagResource',
  'kms:ScheduleKeyDeletion',
  'kms:CancelKeyDeletion',
] as const;

const ROLE_ARN = /^(arn:aws[a-z-]*:iam::\d{12}):role\/[\w+=,.@/-]{1,512}$/;

/** The account root of a role ARN: `arn:aws:iam::111122223333:role/x` → `arn:aws:iam::111122223333:root`. */
function accountRootOf(roleArn: string): string {
  const match = ROLE_ARN.exec(roleArn);
  if (!match) throw new Error('CUSTODY_SIGNER_ROLE_ARNS: expected IAM role ARNs');
  return `${match[1]}:root`;
}

/** The policy document for a new custody key whose signers are `signerRoleArns` (one account). */
export function custodyKeyPolicy(signerRoleArns: readonly string[]): string {
  if (signerRoleArns.length === 0) throw new Error('CUSTODY_SIGNER_ROLE_ARNS: no signer for the custody keys');
  const roots = new Set(signerRoleArns.map(accountRootOf));
  if (roots.size !== 1) throw new Error('CUSTODY_SIGNER_ROLE_ARNS: the signers must be of one account');
  const [account] = roots;
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Sid: 'AccountAdministersWithoutSigning', Effect: 'Allow', Principal: { AWS: account }, Action: [...ADMINISTRATION], Resource: '*' },
      {
        Sid: 'OnlyTheStageSignersSign',
        Effect: 'Allow',
        Principal: { AWS: account },
        Action: 'kms:Sign',
        Resource: '*',
        Condition: {
          ArnEquals: { 'aws:PrincipalArn': [...signerRoleArns] },
          StringEquals: { 'kms:MessageType': 'DIGEST', 'kms:SigningAlgorithm': 'ECDSA_SHA_256' },
        },
      },
    ],
  });
}
