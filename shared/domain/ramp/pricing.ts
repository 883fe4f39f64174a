/**
 * Prices an order on one corridor in BigInt: the provider's fee (basis points of the source,
 * rounded up) and its spread on the mid rate (shown as `exchange_rate`, fiat per stablecoin).
 * Stablecoins are worth one US dollar; fiat mid rates are in `fiat.ts`.
 */
import { findAsset } from '#shared/model/networks/assets.ts';
import { findFiat } from '#shared/domain/ramp/fiat.ts';
import { bpsOf, formatFraction, parseDecimal, pow10, type Fraction } from '#shared/model/ramp/money.ts';
import type { RampOrder } from '#shared/domain/ramp/order.ts';
import type { Corridor } from '#shared/adapters/provider-network/types.ts';

export interface Price {
  fee: bigint;
  destination_amount: bigint;
  exchange_rate: string;
  /** The amount compared with the corridor's limits: fiat minor units, or US cents for wallet payouts. */
  limit_amount: bigint;
}

const BPS = 10_000n;

/** The price, or null when the assets are not priced here or nothing would arrive. */
export function priceOrder(order: RampOrder, corridor: Corridor, network: string, destinationNetwork: string | undefined): Price | null {
  const crypto = findAsset(network, order.crypto.asset);
  if (!crypto) return null;
  const s = order.source_amount;
  const fee = bpsOf(s, corridor.fee_bps);
  const net = s - fee;
  const dc = BigInt(crypto.decimals);
  let price: Price;
  if (order.fiat === null) {
    const target = destinationNetwork ? findAsset(destinationNetwork, order.destination_asset) : undefined;
    if (!target) return null;
    price = {
      fee,
      destination_amount: (net * pow10(target.decimals)) / 10n ** dc,
      exchange_rate: '1',
      limit_amount: (s * 100n) / 10n ** dc,
    };
  } else {
    const fiat = findFiat(order.fiat);
    if (!fiat) return null;
    const mid = parseDecimal(fiat.usdRate);
    const df = pow10(fiat.minorUnits);
    const spread = BigInt(corridor.spread_bps);
    if (order.direction === 'on_ramp') {
      // The payer buys: the rate is mid plus spread, fiat per stablecoin.
      const rate: Fraction = { num: mid.num * (BPS + spread), den: mid.den * BPS };
      price = {
        fee,
        destination_amount: (net * 10n ** dc * rate.den) / (rate.num * df),
        exchange_rate: formatFraction(rate, 6),
        limit_amount: s,
      };
    } else {
      const rate: Fraction = { num: mid.num * (BPS - spread), den: mid.den * BPS };
      const out = (net * rate.num * df) / (rate.den * 10n ** dc);
      price = { fee, destination_amount: out, exchange_rate: formatFraction(rate, 6), limit_amount: out };
    }
  }
  return price.destination_amount > 0n ? price : null;
}
