/**
 * Provider selection (docs/ramp.md, Provider selection). A provider is eligible when it is
 * active, has a corridor for the country, fiat currency, direction and rail, carries the
 * stablecoin on the network (or on one it picks), and the amount is within the corridor's
 * limits. Automatic routing considers only providers that support it. Eligible providers are
 * ranked by reliability (higher first), then speed (faster first), then destination amount
 * (more first), then code, so the choice is deterministic.
 */
import type { Corridor, ProviderDefinition } from '#shared/adapters/provider-network/types.ts';
import { findAsset } from '#shared/model/networks/assets.ts';
import { priceOrder, type Price } from '#shared/domain/ramp/pricing.ts';
import type { RampOrder } from '#shared/domain/ramp/order.ts';
import { collectionRail } from '#shared/domain/ramp/rails.ts';
import { SPEED_PROFILES } from '#shared/model/ramp/vocabulary.ts';
import { ApiError } from '#shared/model/errors.ts';

export interface Candidate {
  provider: ProviderDefinition;
  corridor: Corridor;
  /** The stablecoin's network (chosen when the caller left it open). */
  network: string;
  price: Price;
}

interface Evaluation {
  candidates: Candidate[];
  /** Corridors that matched but whose limits the amount missed. */
  limits: { provider: string; min_amount: string; max_amount: string; currency: string }[];
}

function cryptoNetwork(p: ProviderDefinition, order: RampOrder): string | undefined {
  const networks = (p.crypto_assets[order.crypto.asset] ?? []).filter((n) => findAsset(n, order.crypto.asset));
  return order.crypto.network === undefined ? networks[0] : networks.find((n) => n === order.crypto.network);
}

function evaluate(providers: ProviderDefinition[], order: RampOrder): Evaluation {
  const result: Evaluation = { candidates: [], limits: [] };
  // A wallet payout is priced in the payout wallet's asset; an on-ramp's delivery network is order.crypto.network.
  const walletNetwork = order.direction === 'off_ramp' ? order.destination.wallet?.network : undefined;
  for (const provider of providers) {
    if (provider.status !== 'active') continue;
    const network = cryptoNetwork(provider, order);
    if (!network) continue;
    if (walletNetwork && !(provider.crypto_assets[order.destination_asset] ?? []).includes(walletNetwork)) continue;
    for (const corridor of provider.corridors) {
      if (corridor.country !== order.country_code || corridor.currency !== order.fiat) continue;
      if (!corridor.directions.includes(order.direction) || !servesRail(corridor, order)) continue;
      const price = priceOrder(order, corridor, network, walletNetwork);
      if (!price) continue;
      if (price.limit_amount < BigInt(corridor.min_amount) || price.limit_amount > BigInt(corridor.max_amount)) {
        result.limits.push({
          provider: provider.code,
          min_amount: corridor.min_amount,
          max_amount: corridor.max_amount,
          currency: corridor.currency ?? 'USD',
        });
        continue;
      }
      result.candidates.push({ provider, corridor, network, price });
      break;
    }
  }
  return result;
}

/** A wallet-rail on-ramp is paid in by the corridor's own collection method: any fiat rail serves it. */
function servesRail(corridor: Corridor, order: RampOrder): boolean {
  if (order.direction === 'on_ramp' && order.rail === 'wallet') return collectionRail(corridor.rails) !== undefined;
  return corridor.rails.includes(order.rail);
}

/** Orders candidates by the selection rule: best first. */
export function rankCandidates(candidates: Candidate[]): Candidate[] {
  const speed = (c: Candidate) => SPEED_PROFILES.indexOf(c.provider.speed_profile);
  return [...candidates].sort(
    (a, b) =>
      b.provider.reliability_score - a.provider.reliability_score ||
      speed(a) - speed(b) ||
      (a.price.destination_amount === b.price.destination_amount ? 0 : a.price.destination_amount > b.price.destination_amount ? -1 : 1) ||
      (a.provider.code < b.provider.code ? -1 : 1),
  );
}

/** 400 `unsupported_corridor`: what was asked, and the limits when only the amount was wrong. */
function unsupported(order: RampOrder, limits: Evaluation['limits']): ApiError {
  const corridor = {
    direction: order.direction,
    country_code: order.country_code,
    rail: order.rail,
    fiat_currency: order.fiat,
    crypto_asset: order.crypto.asset,
    crypto_network: order.crypto.network ?? null,
  };
  const message =
    limits.length > 0 ? 'The amount is outside the limits of every provider for this corridor.' : 'No provider serves this corridor.';
  return new ApiError('unsupported_corridor', message, {
    details: { corridor, reason: limits.length > 0 ? 'amount_out_of_range' : 'no_provider', ...(limits.length > 0 ? { limits } : {}) },
  });
}

/** Every eligible candidate, ranked; `autoOnly` keeps providers that support automatic routing. */
export function eligibleCandidates(providers: ProviderDefinition[], order: RampOrder, autoOnly: boolean): Candidate[] {
  const { candidates, limits } = evaluate(autoOnly ? providers.filter((p) => p.supports_auto_routing) : providers, order);
  if (candidates.length === 0) throw unsupported(order, limits);
  return rankCandidates(candidates);
}
