/**
 * Live custody on EVM networks with keys in AWS KMS (docs/live-custody.md), as the API functions
 * see it: which networks it serves (`LIVE_CUSTODY_NETWORKS`), whether it is healthy, and the
 * acceptance of a withdrawal. Signing, broadcasting and tracking happen later, in the live custody
 * consumer, which alone may sign; nothing here loads the KMS client, a secret or an EVM library.
 */
import { servedNetworks } from '#shared/adapters/custody/evm/served-networks.ts';
import type { CustodyHealth, CustodyPort } from '#shared/adapters/custody/port.ts';

function health(): CustodyHealth {
  try {
    return servedNetworks().length > 0
      ? { available: true, error: null }
      : { available: false, error: 'LIVE_CUSTODY_NETWORKS names no network.' };
  } catch (error) {
    return { available: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export const kmsEvmCustody: CustodyPort = {
  provider: 'aws-kms-evm',
  networks: async () => servedNetworks(),
  // Read from the deployment's settings: nothing to ask, so nothing to cache.
  health: async () => health(),
  async submitWithdrawal(request) {
    const custody_withdrawal_id = `kms_wd_${request.transfer_id}`;
    if (!servedNetworks().includes(request.network_code)) {
      return { custody_withdrawal_id, custody_status: 'rejected', failure_reason: `Live custody does not serve ${request.network_code}.` };
    }
    return { custody_withdrawal_id, custody_status: 'submitted', failure_reason: null };
  },
};
