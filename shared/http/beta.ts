/**
 * Beta routes (providers, quote requests; contract 1.7 and 9.3) report which provider-network
 * backing answered them. The value is the configured mode: `hybrid`, or `mock` for the
 * in-process catalogue (docs/ramp.md).
 */
import * as config from '#shared/config.ts';

export const PROVIDER_NETWORK_MODE_HEADER = 'X-Service-Provider-Network-Mode';

/** The headers every response of a beta route carries, success or failure. */
export function betaRouteHeaders(): Record<string, string> {
  return { [PROVIDER_NETWORK_MODE_HEADER]: config.PROVIDER_NETWORK_MODE };
}
