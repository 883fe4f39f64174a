/** Request schemas of the ramp payment routes (contract 4.1); responses: shared/responses/ramp.ts. */
import * as z from 'zod/mini';
import { RAMP_DIRECTIONS, RAMP_RAILS, RAMP_STATUSES } from '#shared/model/ramp/vocabulary.ts';
import { AMOUNT_PATTERN } from '#shared/model/ramp/money.ts';
import { countryCodes, isCountryCode } from '#shared/model/ramp/countries.ts';
import { currencyCodes, isIsoCurrency } from '#shared/model/ramp/currencies.ts';
import { ASSETS } from '#shared/model/networks/assets.ts';
import { dateTimeSchema, idempotencyKeySchema, oneOf, paginationQuerySchema, uuidSchema } from '#shared/schemas/common.ts';
import { destinationSchema, walletDestinationSchema } from '#shared/schemas/ramp-destination.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { NETWORK_CODES } from '#shared/model/networks/catalogue.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const amountSchema = /* @__PURE__ */ droppable(() =>
  z
    .string({ message: 'Must be a string of decimal digits.' })
    .check(
      z.regex(
        AMOUNT_PATTERN,
        'Must be a whole number of minor (fiat) or base (crypto) units above zero, as decimal digits: no sign, point, exponent or leading zero.',
      ),
    ),
);

export const assetCodeSchema = /* @__PURE__ */ droppable(() =>
  z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'Must be an asset code in upper case, such as USDC or NGN.')),
);
/** The fiat side of a ramp payment or a quote request: an ISO 4217 code (the document lists them). */
export const currencyCodeSchema = /* @__PURE__ */ droppable(() =>
  withMeta(z.string().check(z.refine(isIsoCurrency, 'Must be an ISO 4217 fiat currency code in upper case, such as NGN.')), {
    id: 'CurrencyCode',
    description: 'An ISO 4217 fiat currency code, upper case, such as NGN.',
    enum: currencyCodes(),
  }),
);
/** The crypto asset symbols of the network catalogue, each once. */
const cryptoSymbols = (): string[] => [...new Set(Object.values(ASSETS).flatMap((list) => list.map((a) => a.symbol)))].sort();
/**
 * The crypto side: a symbol of the network catalogue. The server refuses other codes here; which
 * network carries which asset depends on the network field beside it, so that is in the description.
 */
export const cryptoAssetCodeSchema = /* @__PURE__ */ droppable(() => {
  const symbols = cryptoSymbols();
  return withMeta(z.string().check(z.refine((v) => symbols.includes(v), 'Must be a crypto asset code, such as USDC.')), {
    id: 'CryptoAssetCode',
    description:
      "A crypto asset of the network catalogue, such as USDC; the network named beside it must carry it (`GET /v1/networks` lists each network's assets).",
    enum: symbols,
  });
});
// The domain looks the code up in the network catalogue; the document lists the same codes.
export const networkCodeSchema = /* @__PURE__ */ droppable(() =>
  withMeta(z.string().check(z.regex(/^[a-z0-9-]{2,30}$/, 'Must be a network code in lower case, such as ethereum.')), {
    enum: NETWORK_CODES,
  }),
);
export const countryCodeSchema = /* @__PURE__ */ droppable(() =>
  withMeta(z.string().check(z.refine(isCountryCode, 'Must be an ISO 3166-1 alpha-2 country code in upper case, such as NG.')), {
    id: 'CountryCode',
    description: 'An assigned ISO 3166-1 alpha-2 country code, upper case.',
    enum: countryCodes(),
  }),
);

/** How deep metadata may nest (a value inside `metadata` is level 1); DynamoDB stores at most 32. */
export const METADATA_MAX_DEPTH = 5;

/** True when the value nests no deeper than `levels`; never descends further, so any input is safe. */
function nestsWithin(value: unknown, levels: number): boolean {
  if (!value || typeof value !== 'object') return true;
  if (levels === 0) return false;
  return Object.values(value).every((inner) => nestsWithin(inner, levels - 1));
}

/** The smallest magnitude DynamoDB stores other than 0 (its numbers span 1e-130 to 1e126). */
const DYNAMODB_MIN_MAGNITUDE = 1e-130;

/**
 * True when every number in a JSON value, at any depth, is 0 or has a magnitude between 1e-130
 * and 2^53 − 1. Metadata must come back exactly as sent: a larger number (JSON allows it) would
 * come back rounded and DynamoDB's marshaller refuses it, and DynamoDB refuses a smaller one
 * (`5.6e-210`): both were 500s the fuzzer found. (`__proto__` keys: json-body.)
 */
function numbersFit(value: unknown): boolean {
  if (typeof value === 'number') {
    const magnitude = Math.abs(value);
    return value === 0 || (magnitude >= DYNAMODB_MIN_MAGNITUDE && magnitude <= Number.MAX_SAFE_INTEGER);
  }
  if (!value || typeof value !== 'object') return true;
  return Object.values(value).every(numbersFit);
}

/**
 * True when no object in the value has a key `constructor`: DynamoDB's marshaller reads an
 * object's `constructor` to tell a map from a Set, a Map or a class instance, so
 * `{"constructor": 1}` could not be stored (a 500 the fuzzer found) and
 * `{"constructor": {"name": "Set"}}` would be stored as something else. (`__proto__`: json-body.)
 */
function noConstructorKey(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  if (!Array.isArray(value) && Object.hasOwn(value, 'constructor')) return false;
  return Object.values(value).every(noConstructorKey);
}

/** At most 5 levels deep, 50 keys and 8 KiB as JSON: metadata is for the caller's references, not documents. */
export const metadataSchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.record(z.string().check(z.minLength(1), z.maxLength(40)), z.unknown()).check(
      // First, and final when it fails: the checks after it walk the value (a 500 the fuzzer found on 10,000 levels).
      z.refine((m) => nestsWithin(m, METADATA_MAX_DEPTH), { message: `At most ${METADATA_MAX_DEPTH} levels of nesting.`, abort: true }),
      z.refine((m) => Object.keys(m).length <= 50, 'At most 50 keys.'),
      z.refine((m) => JSON.stringify(m).length <= 8192, 'At most 8 KiB as JSON.'),
      z.refine(noConstructorKey, 'The key constructor is not allowed, at any depth.'),
      z.refine(numbersFit, 'Numbers must be 0 or between 1e-130 and 2^53 − 1 in magnitude; send others as strings.'),
    ),
    {
      maxProperties: 50,
      description: `Your own references, returned as sent: at most 50 keys of 1 to 40 characters, at most ${METADATA_MAX_DEPTH} levels of nesting, at most 8 KiB as JSON, no key \`constructor\` at any depth, numbers 0 or between 1e-130 and 2^53 − 1 in magnitude (send others as strings).`,
    },
  ),
);

/**
 * What JSON Schema can say of the rail × direction table (docs/ramp.md, Rails and destinations):
 * an on-ramp on a fiat rail names `deliver_to`; a wallet-rail on-ramp and an off-ramp do not.
 * The server checks the same and more (addresses, networks) in `shared/domain/ramp/order.ts`.
 */
// Each subschema names the property it requires: JSON Schema does not need it, OpenAPI linters do.
// `unevaluatedProperties: true` changes nothing here (the body's own additionalProperties: false
// still refuses unknown keys) but stops Redocly's example check, which assumes
// `unevaluatedProperties: false` on every subschema naming properties, from refusing the body's
// other fields in this one (the fiat on-ramp examples).
const DELIVER_TO_REQUIRED = { properties: { deliver_to: { type: 'object' } }, required: ['deliver_to'], unevaluatedProperties: true };
// Which side is fiat follows from the direction and the rail: the server checks the asset codes by
// side in shared/domain/ramp/order.ts, and these rules say the same.
const FIAT = { $ref: '#/components/schemas/CurrencyCode' };
const CRYPTO = { $ref: '#/components/schemas/CryptoAssetCode' };
const ASSET_SIDE_RULES = [
  {
    if: { properties: { direction: { const: 'on_ramp' } }, required: ['direction'] },
    then: { properties: { source_asset: FIAT, destination_asset: CRYPTO }, unevaluatedProperties: true },
  },
  {
    if: { properties: { direction: { const: 'off_ramp' }, rail: { not: { const: 'wallet' } } }, required: ['direction', 'rail'] },
    then: { properties: { source_asset: CRYPTO, destination_asset: FIAT }, unevaluatedProperties: true },
  },
  {
    if: { properties: { direction: { const: 'off_ramp' }, rail: { const: 'wallet' } }, required: ['direction', 'rail'] },
    then: { properties: { source_asset: CRYPTO, destination_asset: CRYPTO }, unevaluatedProperties: true },
  },
];
const RAIL_DIRECTION_RULES = [
  {
    if: { properties: { direction: { const: 'on_ramp' }, rail: { not: { const: 'wallet' } } }, required: ['direction', 'rail'] },
    then: DELIVER_TO_REQUIRED,
  },
  {
    if: { properties: { direction: { const: 'on_ramp' }, rail: { const: 'wallet' } }, required: ['direction', 'rail'] },
    then: { not: DELIVER_TO_REQUIRED },
  },
  {
    if: { properties: { direction: { const: 'off_ramp' } }, required: ['direction'] },
    then: { not: DELIVER_TO_REQUIRED },
  },
];
/** An off-ramp funded from one of the workspace's wallets (docs/ramp.md, Funding from a wallet). */
export const sourceWalletIdSchema = /* @__PURE__ */ droppable(() =>
  withMeta(z.optional(uuidSchema), {
    description:
      'Off-ramps only: fund the payment from this wallet. The service creates the funding transfer (exact source_amount to the deposit address) in the same write, subject to the transfer policy and approvals; its id is funding_transfer_id.',
  }),
);

export const createRampPaymentBody = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.strictObject({
      direction: oneOf(RAMP_DIRECTIONS),
      source_asset: withMeta(assetCodeSchema, {
        description:
          'The asset paid in: an ISO 4217 fiat code (`CurrencyCode`) on an on-ramp, a catalogue crypto asset (`CryptoAssetCode`) on an off-ramp.',
      }),
      source_network: z.optional(networkCodeSchema),
      source_amount: amountSchema,
      destination_asset: withMeta(assetCodeSchema, {
        description:
          'The asset paid out: a catalogue crypto asset (`CryptoAssetCode`) on an on-ramp or a wallet-rail off-ramp, an ISO 4217 fiat code (`CurrencyCode`) on any other off-ramp.',
      }),
      destination_network: z.optional(networkCodeSchema),
      country_code: countryCodeSchema,
      rail: oneOf(RAMP_RAILS),
      destination: destinationSchema,
      deliver_to: withMeta(z.optional(walletDestinationSchema), {
        description:
          'On-ramps on a fiat rail only (required there): the address, on its network, the stablecoin is delivered to. Absent on a wallet-rail on-ramp (destination.wallet is the delivery address) and on off-ramps.',
      }),
      metadata: z.optional(metadataSchema),
      source_wallet_id: sourceWalletIdSchema,
      idempotency_key: z.optional(idempotencyKeySchema),
      dry_run: withMeta(z.optional(z.boolean({ message: 'Must be true or false.' })), {
        description:
          'Evaluate the payment (validation, corridor, transfer policy on its wallet address) without creating it: 200 with the evaluation.',
      }),
    }),
    { allOf: [...RAIL_DIRECTION_RULES, ...ASSET_SIDE_RULES] },
  ),
);
export type CreateRampPaymentInput = z.infer<typeof createRampPaymentBody>;

export const REFERENCE_PATTERN = /^rp_[0-9a-f]{32}$/;
export const referenceParams = /* @__PURE__ */ droppable(() =>
  z.object({
    reference: withMeta(z.string().check(z.regex(REFERENCE_PATTERN, 'Must be a payment reference (rp_ and 32 hex digits).')), {
      description: 'The payment reference (`rp_…`).',
    }),
  }),
);

export const listRampPaymentsQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    status: withMeta(z.optional(oneOf(RAMP_STATUSES)), { description: 'Only payments in this status.' }),
    direction: withMeta(z.optional(oneOf(RAMP_DIRECTIONS)), { description: 'Only on-ramps or only off-ramps.' }),
    rail: withMeta(z.optional(oneOf(RAMP_RAILS)), { description: 'Only payments on this rail.' }),
    created_from: withMeta(z.optional(dateTimeSchema), { description: 'Only payments created at or after this instant.' }),
    created_to: withMeta(z.optional(dateTimeSchema), { description: 'Only payments created up to this instant.' }),
  }),
);

export const advanceBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    status: oneOf(RAMP_STATUSES),
    failure_reason: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a snake_case reason code.'))),
  }),
);
