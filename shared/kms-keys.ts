/**
 * The KMS key table: every customer-managed key the service encrypts with (envelope encryption:
 * the key only wraps data keys; the data itself is sealed with AES-256-GCM in the function). A
 * function that declares a key (`uses.encryptsWith`, `uses.decryptsWith`) gets its ARN in
 * `arnEnv` and only the KMS action it declared, on that key alone.
 */

/** The ids of the keys below; `uses` declarations name them, so a typo does not compile. */
export type KmsKeyId = 'webhook-secrets';

export interface KmsKeyDef {
  id: KmsKeyId;
  /** The environment variable holding the key's ARN. */
  arnEnv: string;
  /** The CDK context key naming an existing key (its ARN) at deploy time: a retained production key to re-attach. */
  contextKey: string;
  /** What the key protects, for the operator (docs and the key's description). */
  description: string;
}

export const kmsKeys: readonly KmsKeyDef[] = [
  {
    id: 'webhook-secrets',
    arnEnv: 'WEBHOOK_SECRETS_KEY_ARN',
    contextKey: 'webhookSecretsKeyArn',
    description: 'Wraps the data keys that encrypt webhook signing secrets at rest',
  },
];

/**
 * Keys the service makes at run time rather than at deploy time: one per live custody wallet
 * (docs/live-custody.md), asymmetric secp256k1, never exported. IAM cannot name them one by one,
 * so every grant on them is bound to this tag, which only custody's key creation sets.
 */
export type CustodyKeyFamily = 'custody-wallets';

export const CUSTODY_KEY_TAG = { key: 'purpose', value: 'custody-wallet' } as const;

/**
 * The tag naming a custody key's stage (`STAGE`): every grant on custody keys also requires it to
 * be the function's own stage, so stages sharing an account cannot use each other's keys.
 */
export const CUSTODY_STAGE_TAG = 'stage';
