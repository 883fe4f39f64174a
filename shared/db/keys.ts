/** Key builders for the single table (layout in `shared/db/table.ts`). */
import type { Environment } from '#shared/schemas/common.ts';

export interface TenantScope {
  workspaceId: string;
  environment: Environment;
}

export const keys = {
  /** Partition of environment-scoped items. */
  tenant: (scope: TenantScope) => `WS#${scope.workspaceId}#${scope.environment}`,
  /** Partition of workspace-wide items (workspace, members, API keys). */
  workspace: (workspaceId: string) => `WS#${workspaceId}`,
  workspaceItem: () => 'WORKSPACE',
  member: (memberId: string) => `MEMBER#${memberId}`,
  memberEmail: (email: string) => `MEMBER_EMAIL#${email.toLowerCase()}`,
  apiKey: (keyId: string) => `APIKEY#${keyId}`,
  apiKeyPrefix: 'APIKEY#',
  apiKeyLookup: (tokenHash: string) => `APIKEY#${tokenHash}`,
  apiKeyLookupSort: 'APIKEY',
  setting: (name: 'TRANSFER_POLICY' | 'NETWORKS') => `SETTINGS#${name}`,
  rampPayment: (reference: string) => `PAYMENT#${reference}`,
  rampPaymentPrefix: 'PAYMENT#',
  quoteRequest: (id: string) => `QUOTE_REQUEST#${id}`,
  /** Idempotency records, per tenant and key (the key is hashed: callers choose its characters). */
  idempotency: (keyHash: string) => `IDEMP#${keyHash}`,
} as const;
