/**
 * Chooses the custody adapter of an environment: the simulator in `sandbox`; in `live` no
 * provider is integrated, so every custody call fails with 503 `custody_unavailable`.
 */
import type { CustodyPort } from '#shared/adapters/custody/port.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import { unavailableCustody } from '#shared/adapters/custody/unavailable-custody.ts';
import type { Environment } from '#shared/schemas/common.ts';

export function custodyFor(environment: Environment): CustodyPort {
  return environment === 'sandbox' ? sandboxCustody : unavailableCustody;
}
