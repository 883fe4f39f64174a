/**
 * Chooses the custody adapter of an environment: the simulator in `sandbox`; in `live` KMS
 * custody when the stage turned it on (`LIVE_CUSTODY=kms-evm`), otherwise none, so every custody
 * call fails with 503 `custody_unavailable`.
 */
import { config } from '#shared/config.ts';
import type { CustodyPort } from '#shared/adapters/custody/port.ts';
import { kmsEvmCustody } from '#shared/adapters/custody/kms-evm-custody.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import { unavailableCustody } from '#shared/adapters/custody/unavailable-custody.ts';
import type { Environment } from '#shared/schemas/common.ts';

export function custodyFor(environment: Environment): CustodyPort {
  if (environment === 'sandbox') return sandboxCustody;
  return config.LIVE_CUSTODY === 'kms-evm' ? kmsEvmCustody : unavailableCustody;
}
