/**
 * Chooses who makes a new wallet's accounts, as `custody-for.ts` chooses custody: the simulator
 * in `sandbox`, AWS KMS keys in `live` when KMS custody is on, otherwise nobody (503). Only the
 * wallet-creating function imports this, so only it carries the KMS client.
 */
import * as config from '#shared/config.ts';
import type { CustodyAccounts } from '#shared/adapters/custody/port.ts';
import { kmsEvmAccounts } from '#shared/adapters/custody/evm/kms-accounts.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import { unavailableCustody } from '#shared/adapters/custody/unavailable-custody.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export function accountsFor(environment: Environment): CustodyAccounts {
  if (environment === 'sandbox') return sandboxCustody;
  return config.LIVE_CUSTODY_NETWORKS ? kmsEvmAccounts : unavailableCustody;
}
