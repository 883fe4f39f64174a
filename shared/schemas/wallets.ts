/** Request and response schemas of wallets, balances, transactions and sandbox deposits (contract 11, 14–16). */
import * as z from 'zod/mini';
import { NETWORK_CODES } from '#shared/domain/networks/catalogue.ts';
import { BASE_UNITS_PATTERN } from '#shared/domain/money/units.ts';
import { dateTimeSchema, paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const networkCodeSchema = z.enum(NETWORK_CODES, { message: `Unknown network code. Supported: ${NETWORK_CODES.join(', ')}.` });
export const assetSymbolSchema = z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(16, 'Must be at most 16 characters.'));
export const baseUnitsSchema = z
  .string({ message: 'Must be a string of base units, such as "1500000".' })
  .check(z.regex(BASE_UNITS_PATTERN, 'Must be a positive whole number of base units, as a string of at most 30 digits.'));

export const TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;
export const TRANSACTION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'canceled'] as const;

export const createWalletBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(100, 'Must be at most 100 characters.')),
  networks: z
    .array(networkCodeSchema)
    .check(
      z.minLength(1, 'Name at least one network.'),
      z.maxLength(NETWORK_CODES.length),
      z.refine((n) => new Set(n).size === n.length, 'Networks must not repeat.'),
    ),
});

export const walletAccountSchema = z.object({
  network_code: z.string(),
  address: z.string(),
  path: z.string(),
  is_default: z.boolean(),
  network_display_name: z.string(),
  asset_symbol: z.string(),
});

export const walletSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  status: z.string(),
  accounts: z.array(walletAccountSchema),
  custody_wallet_id: z.string(),
  custody_status: z.string(),
  wallet_type: z.string(),
  created_at: z.string(),
  created_by: userReferenceSchema,
  updated_at: z.string(),
});
export type WalletView = z.infer<typeof walletSchema>;

export const walletIdParams = z.strictObject({ walletId: withMeta(uuidSchema, { description: 'The wallet id.' }) });
export const listWalletsQuery = paginationQuerySchema;

export const transactionSchema = z.object({
  id: uuidSchema,
  wallet_id: uuidSchema,
  type: z.enum(TRANSACTION_TYPES),
  direction: z.enum(['inbound', 'outbound']),
  status: z.enum(TRANSACTION_STATUSES),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  network_code: z.string(),
  asset_symbol: z.string(),
  caip19: z.string(),
  amount_base_units: z.string(),
  from_address: z.string(),
  to_address: z.string(),
  tx_hash: z.nullable(z.string()),
  tx_error: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
});
export type TransactionView = z.infer<typeof transactionSchema>;

export const listTransactionsQuery = z.extend(paginationQuerySchema, {
  type: withMeta(z.optional(z.enum(TRANSACTION_TYPES, { message: `Must be one of: ${TRANSACTION_TYPES.join(', ')}.` })), {
    description: 'Only transactions of this type.',
  }),
  status: withMeta(z.optional(z.enum(TRANSACTION_STATUSES, { message: `Must be one of: ${TRANSACTION_STATUSES.join(', ')}.` })), {
    description: 'Only transactions in this status.',
  }),
  network_code: withMeta(z.optional(networkCodeSchema), { description: 'Only transactions on this network.' }),
  asset_symbol: withMeta(z.optional(assetSymbolSchema), { description: 'Only transactions of this asset.' }),
  created_after: withMeta(z.optional(dateTimeSchema), { description: 'Only transactions created at or after this time.' }),
  created_before: withMeta(z.optional(dateTimeSchema), { description: 'Only transactions created at or before this time.' }),
});

export const transactionIdParams = z.strictObject({ transactionId: withMeta(uuidSchema, { description: 'The transaction id.' }) });

export const depositBody = z.strictObject({
  network_code: networkCodeSchema,
  asset_symbol: assetSymbolSchema,
  amount_base_units: baseUnitsSchema,
});

const displaySchema = z.object({ crypto: z.string(), usd: z.nullable(z.string()) });

export const balanceEntrySchema = z.object({
  balance: z.string(),
  available: z.string(),
  reserved: z.string(),
  pending: z.string(),
  caip19: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().check(z.int()),
  display: displaySchema,
});
export type BalanceEntryView = z.infer<typeof balanceEntrySchema>;

export const balanceItemSchema = z.object({
  wallet_id: uuidSchema,
  wallet_name: z.string(),
  network_code: z.string(),
  address: z.string(),
  path: z.string(),
  is_default: z.boolean(),
  balances: z.array(balanceEntrySchema),
  custody_wallet_id: z.string(),
  custody_status: z.string(),
  wallet_type: z.string(),
  network_display_name: z.string(),
  asset_symbol: z.string(),
  balance_status: z.enum(['available', 'unavailable']),
  balance_error: z.nullable(z.string()),
});
export type BalanceItemView = z.infer<typeof balanceItemSchema>;

export const balancesResponse = z.object({ items: z.array(balanceItemSchema), workspace_balances: z.array(balanceEntrySchema) });
