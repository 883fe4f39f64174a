/** Response schemas of wallets, balances and transactions (contract 11, 14–16), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '#shared/schemas/wallets.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';
import { transferSchema } from '#shared/responses/transfers.ts';

export const walletAccountSchema = z.object({
  network_code: z.string(),
  address: z.string(),
  path: z.string(),
  is_default: z.boolean(),
  network_display_name: z.string(),
  asset_symbol: z.string(),
});
export const walletSchema = withMeta(
  z.object({
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
  }),
  { id: 'Wallet', description: 'A custodial wallet of the workspace, with one account per network.' },
);
export type WalletView = z.infer<typeof walletSchema>;
export const transactionSchema = withMeta(
  z.object({
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
    /** The on-ramp payment this inbound transaction delivers (docs/ramp.md, Delivery); null otherwise. */
    ramp_payment_reference: z.nullable(z.string()),
  }),
  { id: 'Transaction', description: 'A deposit to or a withdrawal from a wallet.' },
);
export type TransactionView = z.infer<typeof transactionSchema>;
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

const walletResponse = z.object({ wallet: walletSchema });

export const walletResponses = {
  createWallet: walletResponse,
  listWallets: z.object({ wallets: z.array(walletSchema), next_cursor: z.nullable(z.string()) }),
  getWallet: walletResponse,
  listWalletTransactions: pageOf(transactionSchema),
  getBalances: balancesResponse,
  getTransaction: z.object({ transaction: transactionSchema, transfer: z.nullable(transferSchema) }),
} satisfies Record<string, z.ZodMiniType>;
