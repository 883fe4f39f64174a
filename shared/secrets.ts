/**
 * The secret table: every secret a function may read at run time. A function that declares a
 * secret (`uses.readsSecrets`) gets the secret's ARN in `arnEnv` and `secretsmanager:GetSecretValue`
 * on that secret alone; the value itself never enters a template or an environment, and is read
 * through `shared/adapters/secret-store.ts` with a bounded cache so a rotation takes effect.
 */
/** The ids of the secrets below; `uses` declarations name them, so a typo does not compile. */
export type SecretId = 'partner-api-key' | 'partner-callback-secret' | 'live-chains';

export interface SecretDef {
  /** Logical id, named by `uses.readsSecrets`. */
  id: SecretId;
  /** The environment variable holding the secret's ARN. */
  arnEnv: string;
  /** The CDK context key naming an existing Secrets Manager secret (name or full ARN) at deploy time. */
  contextKey: string;
  /** What the secret is, for the operator (docs and the template's descriptions). */
  description: string;
  /** Where the local stack takes the secret's value from: this variable of `npm start`'s environment. */
  localValueEnv: string;
}

export const secrets: readonly SecretDef[] = [
  {
    id: 'partner-api-key',
    arnEnv: 'PARTNER_API_KEY_SECRET_ARN',
    contextKey: 'partnerApiKeySecret',
    description: "The upstream partner interface's API key (hybrid provider network, live identity lookups)",
    localValueEnv: 'PARTNER_API_KEY',
  },
  {
    id: 'partner-callback-secret',
    arnEnv: 'PARTNER_CALLBACK_SECRET_ARN',
    contextKey: 'partnerCallbackSecret',
    description: 'The key the partner signs its payment status callbacks with (HMAC-SHA256, Partner-Signature header)',
    localValueEnv: 'PARTNER_CALLBACK_SECRET',
  },
  {
    id: 'live-chains',
    arnEnv: 'LIVE_CHAINS_SECRET_ARN',
    contextKey: 'liveChainsSecret',
    description:
      'The live chains of KMS custody: per network its JSON-RPC URL (which may embed a provider key), chain id and confirmations (docs/live-custody.md)',
    localValueEnv: 'LIVE_CHAINS',
  },
];
