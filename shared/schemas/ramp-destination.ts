/** Request shapes of RampDestination and its members (contract section 2). Rail rules live in the domain. */
import * as z from 'zod/mini';
import { oneOf, trimmedText } from '#shared/schemas/common.ts';
import { droppable } from '#shared/schemas/droppable.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { NETWORK_CODES } from '#shared/model/networks/catalogue.ts';

const text = trimmedText;

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;

export const beneficiarySchema = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    email: z.optional(z.email({ message: 'Must be an email address.' }).check(z.maxLength(254))),
    address: z.optional(text(200)),
    city: z.optional(text(100)),
    state: z.optional(text(100)),
    post_code: z.optional(text(20)),
  }),
);

export const bankAccountSchema = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    account_name: text(140),
    account_number: text(34),
    bank_code: z.optional(text(20)),
    bank_name: z.optional(text(140)),
    iban: z.optional(text(42)),
    swift_code: z.optional(text(11)),
    sort_code: z.optional(text(8)),
    routing_number: z.optional(text(9)),
    account_type: z.optional(oneOf(ACCOUNT_TYPES)),
    beneficiary: z.optional(beneficiarySchema),
  }),
);

export const mobileMoneySchema = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    phone_number: text(20),
    provider_code: text(30),
    country_code: text(2),
    account_name: z.optional(text(140)),
    currency_code: z.optional(text(3)),
  }),
);

export const walletDestinationSchema = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    address: text(128),
    // The server looks the code up in the network catalogue; the document lists the same codes.
    network: withMeta(text(30), { enum: NETWORK_CODES }),
    memo: z.optional(text(100)),
  }),
);

// Each branch names the property it requires (JSON Schema does not need it, OpenAPI linters do)
// with an empty schema, so generated types keep the member's own type rather than meet `object`.
// A literal, not a .map(): module-scope work would stay in every bundle that imports this module.
const EXACTLY_ONE_MEMBER = [
  { properties: { bank_account: {} }, required: ['bank_account'] },
  { properties: { mobile_money: {} }, required: ['mobile_money'] },
  { properties: { wallet: {} }, required: ['wallet'] },
];

export const destinationSchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z
      .strictObject({
        bank_account: z.optional(bankAccountSchema),
        mobile_money: z.optional(mobileMoneySchema),
        wallet: z.optional(walletDestinationSchema),
      })
      .check(
        z.refine((d) => Object.values(d).filter((member) => member !== undefined).length === 1, {
          message: 'Set exactly one of bank_account, mobile_money or wallet.',
        }),
      ),
    { oneOf: EXACTLY_ONE_MEMBER },
  ),
);

export type BankAccountInput = z.infer<typeof bankAccountSchema>;
export type MobileMoneyInput = z.infer<typeof mobileMoneySchema>;
export type WalletDestinationInput = z.infer<typeof walletDestinationSchema>;
export type DestinationInput = z.infer<typeof destinationSchema>;
