/**
 * Live custody on EVM networks with keys in AWS KMS (docs/live-custody.md), as the API functions
 * see it: which networks it serves (those of the live-chains secret), whether it is healthy, and
 * the acceptance of a withdrawal. Signing, broadcasting and tracking happen later, in the live
 * custody consumer, which alone may sign; nothing here loads the KMS client or an EVM library.
 */
import { liveChains } from '#shared/adapters/custody/evm/chains.ts';
import type { CustodyHealth, CustodyPort } from '#shared/adapters/custody/port.ts';

/** How long a container reuses what it learnt of custody's health. */
const HEALTH_TTL_MS = 30_000;
let health: { at: number; value: Promise<CustodyHealth> } | undefined;

async function readHealth(): Promise<CustodyHealth> {
  try {
    const chains = await liveChains();
    return chains.size > 0
      ? { available: true, error: null }
      : { available: false, error: 'Live custody is on, but the live-chains secret lists no network.' };
  } catch (error) {
    return { available: false, error: `Live custody's configuration cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export const kmsEvmCustody: CustodyPort = {
  provider: 'aws-kms-evm',
  networks: async () => [...(await liveChains()).keys()],
  health: () => {
    const now = Date.now();
    if (!health || now - health.at > HEALTH_TTL_MS) health = { at: now, value: readHealth() };
    return health.value;
  },
  async submitWithdrawal(request) {
    const custody_withdrawal_id = `kms_wd_${request.transfer_id}`;
    const chains = await liveChains();
    if (!chains.has(request.network_code)) {
      return { custody_withdrawal_id, custody_status: 'rejected', failure_reason: `Live custody does not serve ${request.network_code}.` };
    }
    return { custody_withdrawal_id, custody_status: 'submitted', failure_reason: null };
  },
};
