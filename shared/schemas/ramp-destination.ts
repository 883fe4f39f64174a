/** Request shapes of RampDestination and its members (contract section 2). Rail rules live in the domain. */
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `Must be at most ${max} characters.`);

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;

export const beneficiarySchema = z.strictObject({
  email: z.email({ message: 'Must be an email address.' }).max(254).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  post_code: text(20).optional(),
});

export const bankAccountSchema = z.strictObject({
  account_name: text(140),
  account_number: text(34),
  bank_code: text(20).optional(),
  bank_name: text(140).optional(),
  iban: text(42).optional(),
  swift_code: text(11).optional(),
  sort_code: text(8).optional(),
  routing_number: text(9).optional(),
  account_type: z.enum(ACCOUNT_TYPES, { message: `Must be one of: ${ACCOUNT_TYPES.join(', ')}.` }).optional(),
  beneficiary: beneficiarySchema.optional(),
});

export const mobileMoneySchema = z.strictObject({
  phone_number: text(20),
  provider_code: text(30),
  country_code: text(2),
  account_name: text(140).optional(),
  currency_code: text(3).optional(),
});

export const walletDestinationSchema = z.strictObject({
  address: text(128),
  network: text(30),
  memo: text(100).optional(),
});

export const destinationSchema = z
  .strictObject({
    bank_account: bankAccountSchema.optional(),
    mobile_money: mobileMoneySchema.optional(),
    wallet: walletDestinationSchema.optional(),
  })
  .refine((d) => Object.values(d).filter((member) => member !== undefined).length === 1, {
    message: 'Set exactly one of bank_account, mobile_money or wallet.',
  });

export type BankAccountInput = z.infer<typeof bankAccountSchema>;
export type MobileMoneyInput = z.infer<typeof mobileMoneySchema>;
export type WalletDestinationInput = z.infer<typeof walletDestinationSchema>;
export type DestinationInput = z.infer<typeof destinationSchema>;
