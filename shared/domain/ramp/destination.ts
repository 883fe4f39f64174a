/** Validates the destination member against the rail and normalises it (docs/ramp.md, Rails). */
import { addressProblem, normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { checkBankAccount } from '#shared/domain/ramp/bank-fields.ts';
import { MOBILE_MONEY, RAIL_DESTINATION } from '#shared/domain/ramp/rails.ts';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';
import type { DestinationInput, MobileMoneyInput, WalletDestinationInput } from '#shared/schemas/ramp-destination.ts';
import type { FieldErrors } from '#shared/model/errors.ts';

const BASE = 'body.destination';

function add(fields: FieldErrors, path: string, message: string): void {
  (fields[path] ??= []).push(message);
}

function checkMobileMoney(m: MobileMoneyInput, country: string, fiat: string | null, fields: FieldErrors): MobileMoneyInput {
  const path = `${BASE}.mobile_money`;
  const out = { ...m, country_code: m.country_code.toUpperCase(), provider_code: m.provider_code.toLowerCase() };
  const market = MOBILE_MONEY[out.country_code];
  if (out.country_code !== country) add(fields, `${path}.country_code`, `Must equal the payment's country_code (${country}).`);
  if (!/^\+[1-9]\d{6,14}$/.test(out.phone_number))
    add(fields, `${path}.phone_number`, 'Must be an E.164 phone number, such as +2348012345678.');
  else if (market && !out.phone_number.startsWith(`+${market.callingCode}`)) {
    add(fields, `${path}.phone_number`, `Must be a ${out.country_code} number (+${market.callingCode}).`);
  }
  if (market && !market.operators.includes(out.provider_code)) {
    add(fields, `${path}.provider_code`, `Must be one of the ${out.country_code} operators: ${market.operators.join(', ')}.`);
  }
  if (out.currency_code !== undefined && out.currency_code.toUpperCase() !== fiat) {
    add(fields, `${path}.currency_code`, `Must equal the payment's fiat currency (${fiat ?? 'none'}).`);
  }
  return out;
}

/** Checks and normalises an address on its network; `path` is the member's field path (`body.deliver_to`). */
export function checkWallet(w: WalletDestinationInput, fields: FieldErrors, path = `${BASE}.wallet`): WalletDestinationInput {
  const network = findNetwork(w.network);
  if (!network) {
    add(fields, `${path}.network`, 'Must be a supported network code.');
    return w;
  }
  // The transfer policy compares canonical addresses: the same normalisation as a transfer's to_address.
  const address = normalizeOnNetwork(network, w.address);
  if (address === null) {
    add(
      fields,
      `${path}.address`,
      `Must be a valid ${network.display_name} address: ${addressProblem(network.address_format, w.address)}.`,
    );
  }
  return { ...w, address: address ?? w.address };
}

/** The normalised destination; problems are added to `fields`. `fiat` is the payment's fiat currency. */
export function checkDestination(
  rail: RampRail,
  country: string,
  fiat: string | null,
  destination: DestinationInput,
  fields: FieldErrors,
): DestinationInput {
  const expected = RAIL_DESTINATION[rail];
  const given = (Object.keys(destination) as (keyof DestinationInput)[]).find((k) => destination[k] !== undefined);
  if (given !== expected) {
    add(fields, `${BASE}.${given ?? expected}`, `The ${rail} rail takes destination.${expected}, not destination.${given}.`);
    return destination;
  }
  if (destination.bank_account) {
    const { account, problems } = checkBankAccount(rail, country, destination.bank_account);
    for (const [field, message] of Object.entries(problems)) add(fields, `${BASE}.bank_account.${field}`, message);
    return { bank_account: account };
  }
  if (destination.mobile_money) return { mobile_money: checkMobileMoney(destination.mobile_money, country, fiat, fields) };
  return { wallet: checkWallet(destination.wallet!, fields) };
}
