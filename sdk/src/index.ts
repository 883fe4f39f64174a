/** The Workspace Wallet, Transfer and Ramp API's TypeScript SDK. */
export { type Client, type ClientOptions, createClient } from './client.ts';
export { ApiError, WebhookVerificationError } from './errors.ts';
export type { components, operations } from './generated/openapi.ts';
export type { ErrorCode, Methods } from './generated/operations.ts';
export type {
  Args,
  Body,
  CallOptions,
  Data,
  DataAt,
  DryRunData,
  Environment,
  Input,
  Item,
  ListingId,
  OperationId,
  PathParams,
  QueryParams,
} from './types.ts';
export { sign, verify, type VerifyOptions, type WebhookEvent, type WebhookHeaders, webhooks } from './webhooks.ts';
