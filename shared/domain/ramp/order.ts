/**
 * Semantic validation of a create request, after its shape passed the schema: assets and
 * networks known and compatible with the direction, the rail serving the direction, the
 * destination matching the rail, and (on-ramps) where the stablecoin is delivered: `deliver_to`
 * on a fiat rail, `destination.wallet` on the wallet rail. Every problem is reported at once as
 * 400 `invalid_request`.
 */
import { ASSETS, findAsset } from '#shared/model/networks/assets.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { checkDestination, checkWallet } from '#shared/domain/ramp/destination.ts';
import { isIsoCurrency } from '#shared/model/ramp/currencies.ts';
import { RAIL_DIRECTIONS } from '#shared/domain/ramp/rails.ts';
import type { RampDirection, RampRail } from '#shared/model/ramp/vocabulary.ts';
import { invalidRequest, type FieldErrors } from '#shared/model/errors.ts';
import type { CreateRampPaymentInput } from '#shared/schemas/ramp.ts';
import type { DestinationInput } from '#shared/schemas/ramp-destination.ts';

/** A validated request: which side is fiat, which is the stablecoin, and the normalised destination. */
export interface RampOrder {
  direction: RampDirection;
  rail: RampRail;
  country_code: string;
  /** ISO 4217 code of the fiat side; null for a wallet payout. */
  fiat: string | null;
  /** The crypto side; `network` undefined means the service chooses it. */
  crypto: { asset: string; network: string | undefined };
  source_amount: bigint;
  destination_asset: string;
  destination: DestinationInput;
  /** On-ramps: where the stablecoin is delivered (canonical address); null or absent for off-ramps. */
  delivery?: { network: string; address: string } | null;
  metadata: Record<string, unknown> | null;
  /** Off-ramps only: the workspace wallet that funds the payment (docs/ramp.md, Funding from a wallet). */
  source_wallet_id?: string | null;
}

const CRYPTO_SYMBOLS: ReadonlySet<string> = new Set(Object.values(ASSETS).flatMap((list) => list.map((a) => a.symbol)));

function checkCrypto(asset: string, network: string | undefined, field: string, fields: FieldErrors): void {
  if (!CRYPTO_SYMBOLS.has(asset)) {
    (fields[`body.${field}_asset`] ??= []).push('Must be a crypto asset code, such as USDC.');
    return;
  }
  if (network === undefined) return;
  if (!findNetwork(network)) (fields[`body.${field}_network`] ??= []).push('Must be a supported network code.');
  else if (!findAsset(network, asset)) (fields[`body.${field}_network`] ??= []).push(`${asset} is not carried on ${network}.`);
}

function checkFiat(asset: string, field: string, fields: FieldErrors): void {
  if (!isIsoCurrency(asset)) (fields[`body.${field}`] ??= []).push('Must be an ISO 4217 fiat currency code, such as NGN.');
}

/** Validates and normalises; throws 400 `invalid_request` listing every problem. */
export function toRampOrder(input: CreateRampPaymentInput): RampOrder {
  const fields: FieldErrors = {};
  const { direction, rail } = input;
  if (!RAIL_DIRECTIONS[rail].includes(direction)) {
    fields['body.rail'] = [`The ${rail} rail serves ${RAIL_DIRECTIONS[rail].join(' and ')} only.`];
  }
  let fiat: string | null = null;
  let crypto: RampOrder['crypto'];
  let delivery: RampOrder['delivery'] = null;
  if (direction === 'on_ramp') {
    checkFiat(input.source_asset, 'source_asset', fields);
    if (input.source_network !== undefined) fields['body.source_network'] = ["Must be omitted: an on-ramp's source is fiat."];
    if (input.source_wallet_id !== undefined)
      fields['body.source_wallet_id'] = ['Off-ramps only: an on-ramp is funded in fiat by the payer.'];
    fiat = input.source_asset;
    const target = onRampDelivery(input, fields);
    if (target && input.destination_network !== undefined && input.destination_network !== target.network) {
      fields['body.destination_network'] = [`Must equal the delivery network (${target.network}) or be omitted.`];
    }
    // The delivery network is the stablecoin's network: the provider no longer chooses it.
    const network = target?.network ?? input.destination_network;
    checkCrypto(input.destination_asset, target ? undefined : network, 'destination', fields);
    if (
      target &&
      findNetwork(target.network) &&
      CRYPTO_SYMBOLS.has(input.destination_asset) &&
      !findAsset(target.network, input.destination_asset)
    ) {
      fields['body.destination_asset'] = [`${input.destination_asset} is not carried on ${target.network}.`];
    }
    crypto = { asset: input.destination_asset, network };
    delivery = target;
  } else {
    if (input.deliver_to !== undefined) fields['body.deliver_to'] = ["Must be omitted: an off-ramp's destination is where it pays out."];
    checkCrypto(input.source_asset, input.source_network, 'source', fields);
    crypto = { asset: input.source_asset, network: input.source_network };
    if (rail === 'wallet') {
      const wallet = input.destination.wallet;
      if (input.destination_network !== undefined && wallet && input.destination_network !== wallet.network) {
        fields['body.destination_network'] = ['Must equal destination.wallet.network.'];
      }
      if (wallet && findNetwork(wallet.network) && !findAsset(wallet.network, input.destination_asset)) {
        fields['body.destination_asset'] = [`${input.destination_asset} is not carried on ${wallet.network}.`];
      }
    } else {
      checkFiat(input.destination_asset, 'destination_asset', fields);
      if (input.destination_network !== undefined)
        fields['body.destination_network'] = ["Must be omitted: this off-ramp's destination is fiat."];
      fiat = input.destination_asset;
    }
  }
  const destination = checkDestination(rail, input.country_code, fiat, input.destination, fields);
  if (Object.keys(fields).length > 0) throw invalidRequest(fields);
  return {
    direction,
    rail,
    country_code: input.country_code,
    fiat,
    crypto,
    source_amount: BigInt(input.source_amount),
    destination_asset: input.destination_asset,
    destination,
    delivery,
    metadata: input.metadata ?? null,
    source_wallet_id: input.source_wallet_id ?? null,
  };
}

/**
 * Where an on-ramp delivers its stablecoin, checked and canonical; null (with the problem in
 * `fields`) when it is missing or invalid. A fiat rail's destination is the payer's account, so
 * the stablecoin's address comes in `deliver_to`; the wallet rail's destination is the address.
 */
function onRampDelivery(input: CreateRampPaymentInput, fields: FieldErrors): { network: string; address: string } | null {
  const before = Object.keys(fields).length;
  let target: { network: string; address: string } | undefined;
  if (input.rail === 'wallet') {
    if (input.deliver_to !== undefined)
      fields['body.deliver_to'] = ['Must be omitted on the wallet rail: destination.wallet is where the stablecoin is delivered.'];
    // The destination itself is checked (and normalised) by checkDestination.
    const wallet = input.destination.wallet;
    if (wallet) target = checkWallet(wallet, {});
  } else if (input.deliver_to === undefined) {
    fields['body.deliver_to'] = ['Required for an on-ramp on a fiat rail: the address, on its network, the stablecoin is delivered to.'];
  } else {
    target = checkWallet(input.deliver_to, fields, 'body.deliver_to');
  }
  if (!target || Object.keys(fields).length > before) return null;
  const network = findNetwork(target.network);
  if (!network || normalizeOnNetwork(network, target.address) !== target.address) return null;
  return { network: target.network, address: target.address };
}
