/**
 * A live wallet's accounts under KMS custody: one non-exportable secp256k1 key in AWS KMS per
 * wallet, whose address every EVM network of the wallet shares (as the sandbox's EVM accounts
 * do). Networks live custody does not serve are refused before any key is made.
 */
import { createCustodyKey } from '#shared/adapters/custody/evm/kms-keys.ts';
import { servedNetworks } from '#shared/adapters/custody/evm/served-networks.ts';
import type { CustodyAccounts } from '#shared/adapters/custody/port.ts';
import { normalizeAddress } from '#shared/domain/networks/address.ts';
import { ApiError } from '#shared/http/errors.ts';

export const kmsEvmAccounts: CustodyAccounts = {
  provider: 'aws-kms-evm',
  async createWallet(wallet, networks) {
    const served = servedNetworks();
    const unserved = networks.filter((n) => !served.includes(n));
    if (unserved.length > 0) {
      throw new ApiError('network_not_enabled', `Live custody does not serve: ${unserved.join(', ')}.`, {
        details: { networks: unserved, reason: 'custody', served_networks: served },
      });
    }
    const key = await createCustodyKey(wallet);
    const address = normalizeAddress('evm', key.address)!;
    return {
      custody_wallet_id: key.keyArn,
      custody_status: 'active',
      accounts: networks.map((network_code) => ({ network_code, address, path: 'kms' })),
    };
  },
};
