/** Request schemas of wallets, balances, transactions and sandbox deposits (contract 11, 14–16); responses: shared/responses/wallets.ts. */
import * as z from 'zod/mini';
import { NETWORK_CODES } from '#shared/model/networks/catalogue.ts';
import { BASE_UNITS_PATTERN } from '#shared/model/money/units.ts';
import { dateTimeSchema, oneOf, paginationQuerySchema, uuidSchema, trimmedText } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const networkCodeSchema = /* @__PURE__ */ droppable(() =>
  z.enum(NETWORK_CODES, { message: `Unknown network code. Supported: ${NETWORK_CODES.join(', ')}.` }),
);
export const assetSymbolSchema = /* @__PURE__ */ droppable(() => trimmedText(16));
export const baseUnitsSchema = /* @__PURE__ */ droppable(() =>
  z
    .string({ message: 'Must be a string of base units, such as "1500000".' })
    .check(z.regex(BASE_UNITS_PATTERN, 'Must be a positive whole number of base units, as a string of at most 30 digits.')),
);

export const TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;
export const TRANSACTION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'canceled'] as const;

export const createWalletBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    name: trimmedText(100),
    networks: withMeta(
      z.array(networkCodeSchema).check(
        z.minLength(1, 'Name at least one network.'),
        z.maxLength(NETWORK_CODES.length),
        z.refine((n) => new Set(n).size === n.length, 'Networks must not repeat.'),
      ),
      { uniqueItems: true },
    ),
    idempotency_key: withMeta(
      z.optional(z.string().check(z.minLength(1, 'Must not be empty.'), z.maxLength(255, 'Must be at most 255 characters.'))),
      {
        description:
          'Makes the create repeatable: the same key and body return the wallet made first (`Idempotent-Replayed: true`); ' +
          'after a failed attempt the same request goes on with the same wallet and, in live, the same KMS key. Kept 25 hours.',
      },
    ),
  }),
);

export const walletIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ walletId: withMeta(uuidSchema, { description: 'The wallet id.' }) }),
);
export const listWalletsQuery = paginationQuerySchema;

export const listTransactionsQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    type: withMeta(z.optional(oneOf(TRANSACTION_TYPES)), {
      description: 'Only transactions of this type.',
    }),
    status: withMeta(z.optional(oneOf(TRANSACTION_STATUSES)), {
      description: 'Only transactions in this status.',
    }),
    network_code: withMeta(z.optional(networkCodeSchema), { description: 'Only transactions on this network.' }),
    asset_symbol: withMeta(z.optional(assetSymbolSchema), { description: 'Only transactions of this asset.' }),
    created_after: withMeta(z.optional(dateTimeSchema), { description: 'Only transactions created at or after this time.' }),
    created_before: withMeta(z.optional(dateTimeSchema), { description: 'Only transactions created at or before this time.' }),
  }),
);

export const transactionIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ transactionId: withMeta(uuidSchema, { description: 'The transaction id.' }) }),
);

export const depositBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    network_code: networkCodeSchema,
    asset_symbol: assetSymbolSchema,
    amount_base_units: baseUnitsSchema,
    idempotency_key: withMeta(
      z.optional(z.string().check(z.minLength(1, 'Must not be empty.'), z.maxLength(255, 'Must be at most 255 characters.'))),
      {
        description:
          'Makes the deposit repeatable: the same key and body return the deposit made first (`Idempotent-Replayed: true`). Kept 25 hours.',
      },
    ),
  }),
);
