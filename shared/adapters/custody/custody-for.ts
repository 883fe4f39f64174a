/**
 * Chooses the custody adapter of an environment: the simulator in `sandbox`; in `live` KMS
 * custody when the stage names its networks (`LIVE_CUSTODY_NETWORKS`), otherwise none, so every custody
 * call fails with 503 `custody_unavailable`.
 */
import * as config from '#shared/config.ts';
import type { CustodyPort } from '#shared/adapters/custody/port.ts';
import { kmsEvmCustody } from '#shared/adapters/custody/kms-evm-custody.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import { unavailableCustody } from '#shared/adapters/custody/unavailable-custody.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export function custodyFor(environment: Environment): CustodyPort {
  if (environment === 'sandbox') return sandboxCustody;
  return config.LIVE_CUSTODY_NETWORKS ? kmsEvmCustody : unavailableCustody;
}
