/**
 * Live ramp payments and their funding (docs/ramp.md, Live payments). A live payer sends real
 * money, so only a real provider may say where: the `mock` network serves sandbox alone, and a
 * live payment or quote execution on a stage without the hybrid network is refused before
 * anything is claimed, checked or submitted. In live the funding instructions are the partner's
 * (its `POST /v1/payments` answer), completed only with the payment's own facts (asset, amount,
 * deadline); the service never makes up a deposit address or a collection account there, and an
 * answer without one is refused rather than completed. Sandbox keeps its simulated instructions
 * (`funding.ts`).
 */
import * as config from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import type { RampDirection } from '#shared/model/ramp/vocabulary.ts';
import { ApiError } from '#shared/model/errors.ts';
import { log } from '#shared/log.ts';

/** 403 `live_ramps_unavailable` for a live payment on a stage whose provider network is the mock. */
export function assertLiveRampsServed(tenant: TenantScope): void {
  if (tenant.environment !== 'live' || config.PROVIDER_NETWORK_MODE === 'hybrid') return;
  throw new ApiError(
    'live_ramps_unavailable',
    'Live ramp payments need a real provider network, and this stage runs the mock one (sandbox only): nothing was created or submitted. ' +
      'Use environment=sandbox, or ask the operator to configure the hybrid provider network with a partner.',
    { details: { provider_network_mode: config.PROVIDER_NETWORK_MODE } },
  );
}

/**
 * Fields of an on-ramp's instructions that say whom the payer pays: at least one must come from
 * the partner. The same names as the sandbox's simulated collection accounts (`funding.ts`).
 */
const PAYEE_FIELDS = ['account_number', 'iban', 'paybill_number', 'till_number', 'recipient_email', 'phone_number'] as const;

/** Seconds before a caller tries again after the partner answered without usable instructions. */
const RETRY_AFTER_SECONDS = 30;

export interface LiveFundingInput {
  reference: string;
  provider: string;
  direction: RampDirection;
  source: { amount: string; asset: string; network?: string | undefined };
  expiresAt: string;
}

function unusable(f: LiveFundingInput, missing: string, message: string): ApiError {
  log.warn('partner answered a live payment without usable funding instructions', {
    reference: f.reference,
    provider: f.provider,
    missing,
  });
  return new ApiError('provider_network_unavailable', `${message} Nothing was created; retry later.`, {
    details: { reason: 'missing_funding_instructions', missing },
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The live payment's funding instructions from the partner's `partner` answer: an off-ramp's
 * deposit address must be a valid address on the source network (stored canonical), an
 * on-ramp's must name an account to pay; otherwise 503 `provider_network_unavailable`.
 */
export function liveFundingInstructions(f: LiveFundingInput, partner: Record<string, unknown> | undefined): Record<string, unknown> {
  const given = partner ?? {};
  if (f.direction === 'off_ramp') {
    const network = findNetwork(f.source.network ?? '');
    if (given.network !== undefined && given.network !== f.source.network) {
      throw unusable(
        f,
        'address',
        `The provider gave a deposit address on ${String(given.network)}, not on the payment's ${f.source.network}.`,
      );
    }
    const address = network && nonEmpty(given.address) ? normalizeOnNetwork(network, given.address) : null;
    if (!network || !address) throw unusable(f, 'address', 'The provider accepted the payment without a valid deposit address to fund it.');
    // `type` and `network` are the service's vocabulary: what recognises a transfer as the funding.
    return {
      asset: f.source.asset,
      amount: f.source.amount,
      expires_at: f.expiresAt,
      ...given,
      type: 'crypto_deposit',
      network: network.code,
      address,
    };
  }
  if (!PAYEE_FIELDS.some((field) => nonEmpty(given[field]))) {
    throw unusable(f, 'account', 'The provider accepted the payment without an account for the payer to pay into.');
  }
  return { amount: f.source.amount, currency: f.source.asset, expires_at: f.expiresAt, ...given, type: 'fiat_transfer' };
}
