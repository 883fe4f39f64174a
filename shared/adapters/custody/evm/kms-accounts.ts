/**
 * A live wallet's accounts under KMS custody: one non-exportable secp256k1 key in AWS KMS per
 * wallet, whose address every EVM network of the wallet shares (as the sandbox's EVM accounts
 * do). Networks live custody does not serve are refused before any key is made.
 *
 * The key is made once per wallet id (docs/live-custody.md, Keys made once): its record is
 * written first, with the wallet's place under the cap and a place in the hour's creation rate
 * (`shared/db/custody-key-records.ts`); `CreateKey` is sent once, its key named in the record at
 * once; a retry of the same request (same wallet id, which `idempotency_key` gives) reuses that
 * key. The wallet's transaction marks the record used.
 */
import { addressOfNewKey, createKeyOnce } from '#shared/adapters/custody/evm/kms-keys.ts';
import { CustodyKeyError } from '#shared/adapters/custody/evm/kms-client.ts';
import { servedNetworks } from '#shared/adapters/custody/evm/served-networks.ts';
import type { CustodyAccounts, WalletRef } from '#shared/adapters/custody/port.ts';
import {
  countAnotherAttempt,
  dropUnusedReservation,
  getCustodyKeyRecord,
  recordCustodyKey,
  reserveCustodyKey,
  useCustodyKeyItem,
} from '#shared/db/custody-key-records.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { ApiError } from '#shared/model/errors.ts';
import { log } from '#shared/log.ts';

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
    const tenant: TenantScope = { workspaceId: wallet.workspaceId, environment: wallet.environment };
    const keyArn = await keyOf(tenant, wallet);
    let address: string;
    try {
      address = normalizeAddress('evm', await addressOfNewKey(keyArn))!;
    } catch (error) {
      if (!(error instanceof CustodyKeyError && error.code === 'not-visible-yet')) throw error;
      throw new ApiError('service_unavailable', 'The new custody key is not readable yet; retry with the same idempotency_key to use it.', {
        retryAfterSeconds: 5,
        cause: error,
      });
    }
    return {
      custody_wallet_id: keyArn,
      custody_status: 'active',
      accounts: networks.map((network_code) => ({ network_code, address, path: 'kms' })),
      placeHeld: true,
      walletWrites: [useCustodyKeyItem(tenant, wallet.walletId, keyArn)],
    };
  },
};

/** True when KMS answered and refused: no key was made. A timeout, a dropped connection or a 5xx leave it unknown. */
function refusedByKms(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (error as { $fault?: string }).$fault === 'client' && status !== undefined && status >= 400 && status < 500;
}

/** The wallet's key: the one its record names, or a new one named in the record before anything else is done. */
async function keyOf(tenant: TenantScope, wallet: WalletRef): Promise<string> {
  const { record, resumed } = await reserveCustodyKey(tenant, wallet.walletId);
  if (record.key_arn) return record.key_arn;
  if (resumed) {
    // An earlier CreateKey for this wallet went unanswered: it may have made a key that only its tags name.
    if (!(await countAnotherAttempt(tenant, record))) return keyMadeMeanwhile(tenant, wallet.walletId);
    log.error('custody key created again after an unanswered CreateKey', { wallet_id: wallet.walletId, attempts: record.attempts + 1 });
  }
  let keyArn: string;
  try {
    keyArn = await createKeyOnce(wallet);
  } catch (error) {
    if (!resumed && refusedByKms(error)) {
      await dropUnusedReservation(tenant, wallet.walletId).catch((dropError: unknown) =>
        log.warn('custody key record kept after a refused CreateKey', { wallet_id: wallet.walletId, error: (dropError as Error).name }),
      );
    }
    throw error;
  }
  if (await recordPersistently(tenant, wallet.walletId, keyArn)) return keyArn;
  log.error('custody key made while another attempt recorded one', { wallet_id: wallet.walletId, key_arn: keyArn });
  return keyMadeMeanwhile(tenant, wallet.walletId);
}

/** Pauses between tries to name a new key in its record. */
const RECORD_PAUSES_MS = [100, 300, 900];

/**
 * Names the new key in its record, trying again past DynamoDB's failures (beyond the SDK's own
 * retries): a key KMS made and the record does not name is one a retry would make again.
 */
async function recordPersistently(tenant: TenantScope, walletId: string, keyArn: string): Promise<boolean> {
  for (let tryNumber = 0; ; tryNumber++) {
    try {
      return await recordCustodyKey(tenant, walletId, keyArn);
    } catch (error) {
      const pause = RECORD_PAUSES_MS[tryNumber];
      if (pause === undefined) {
        log.error('custody key made but not recorded', { wallet_id: walletId, key_arn: keyArn, error: (error as Error).name });
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The key another attempt of the same request recorded meanwhile (503 if there is none yet). */
async function keyMadeMeanwhile(tenant: TenantScope, walletId: string): Promise<string> {
  const now = await getCustodyKeyRecord(tenant, walletId);
  if (now?.key_arn) return now.key_arn;
  throw new ApiError('service_unavailable', 'Another attempt of this request is creating the wallet; retry shortly.', {
    retryAfterSeconds: 1,
  });
}
