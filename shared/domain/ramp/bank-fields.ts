/**
 * Rail-specific bank account rules (docs/ramp.md, Bank fields). IBAN structure and check
 * digits (ISO 13616 mod-97) and BIC format come from `ibantools`; the ABA routing checksum is
 * the Federal Reserve's 3-7-1 weighting.
 */
import { electronicFormatIBAN, extractIBAN, isSEPACountry, validateBIC, validateIBAN } from 'ibantools';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';
import type { BankAccountInput } from '#shared/schemas/ramp-destination.ts';

type Problems = Record<string, string>;

/** ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The IBAN in electronic form when its structure and check digits are valid. */
export function normalizeIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value);
  return electronic && validateIBAN(electronic).valid ? electronic : null;
}

const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);

/**
 * Checks the fields the rail needs and returns the account with normalised values
 * (electronic IBAN, sort code without dashes, upper-case BIC), plus problems by field name.
 */
export function checkBankAccount(
  rail: RampRail,
  country: string,
  account: BankAccountInput,
): { account: BankAccountInput; problems: Problems } {
  const problems: Problems = {};
  const out: BankAccountInput = { ...account };
  const require = (field: keyof BankAccountInput, why: string) => {
    if (account[field] === undefined) problems[field] = `Required for the ${rail} rail: ${why}.`;
    return account[field] !== undefined;
  };
  if (account.swift_code !== undefined) {
    out.swift_code = account.swift_code.toUpperCase();
    if (!validateBIC(out.swift_code).valid) problems.swift_code = 'Must be a valid BIC (8 or 11 characters).';
  }
  switch (rail) {
    case 'sepa':
      if (require('iban', 'SEPA pays to an IBAN')) {
        const iban = normalizeIban(account.iban!);
        if (!iban) problems.iban = 'Must be a valid IBAN: its length, format or check digits are wrong.';
        else if (!isSEPACountry(extractIBAN(iban).countryCode ?? '')) problems.iban = 'Must be an IBAN of a SEPA country.';
        else out.iban = iban;
      }
      break;
    case 'faster_payments':
      if (require('sort_code', 'Faster Payments routes by sort code')) {
        const sort = account.sort_code!.replaceAll('-', '');
        if (!/^\d{6}$/.test(sort)) problems.sort_code = 'Must be 6 digits (dashes allowed: 12-34-56).';
        else out.sort_code = sort;
      }
      if (!/^\d{8}$/.test(account.account_number)) problems.account_number = 'Must be 8 digits for Faster Payments.';
      break;
    case 'ach':
    case 'wire':
      if (rail === 'ach' || country === 'US') {
        if (require('routing_number', 'US payments route by ABA routing number') && !isAbaRoutingNumber(account.routing_number!)) {
          problems.routing_number = 'Must be a 9-digit ABA routing number with a valid checksum.';
        }
      } else {
        require('swift_code', 'an international wire routes by BIC');
      }
      if (!digits(4, 17).test(account.account_number)) problems.account_number = 'Must be 4 to 17 digits.';
      if (rail === 'ach') require('account_type', 'ACH debits and credits name checking or savings');
      break;
    case 'interac':
      if (account.beneficiary?.email === undefined)
        problems['beneficiary.email'] = 'Required for the interac rail: the e-Transfer is sent to this email.';
      if (!digits(7, 12).test(account.account_number)) problems.account_number = 'Must be 7 to 12 digits.';
      break;
    case 'bank':
      require('bank_code', 'local transfers route by bank code');
      if (country === 'NG' && !/^\d{10}$/.test(account.account_number)) problems.account_number = 'Must be a 10-digit NUBAN for NG.';
      else if (!digits(6, 20).test(account.account_number)) problems.account_number = 'Must be 6 to 20 digits.';
      break;
    default:
      break;
  }
  return { account: out, problems };
}
