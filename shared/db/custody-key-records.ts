/**
 * The record of a live wallet's custody key, written before KMS is asked for the key:
 * `pk = WS#<ws>#live`, `sk = CUSTODYKEY#<walletId>` (docs/live-custody.md, Keys made once).
 *
 * KMS's `CreateKey` takes no idempotency token, so the record is what makes a wallet's key
 * creation repeatable: it is written with the wallet's place under the cap and a place in the
 * hour's creation rate (one transaction, limit-counters.ts), names the key as soon as KMS answers,
 * and a retry of the same request (the same wallet id) reuses the key it names instead of making
 * another. It counts the `CreateKey` calls sent for the wallet (`attempts`); each one takes a
 * place in the rate before it is sent. A call whose answer never came may have made a key that
 * only its tags name: `attempts` greater than one on a record whose key is known says so.
 * The wallet's own transaction marks it `used`; it is never deleted after a key exists.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import * as keys from '#shared/db/keys.ts';
import {
  COUNTER_CONFLICT_TRIES,
  limitCounterKey,
  liveWalletRateWindow,
  releaseSlot,
  takeLiveWalletRateSlot,
  takeSlot,
} from '#shared/db/limit-counters.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { updateItem, updateOne } from '#shared/db/update-item.ts';
import { limitExceeded } from '#shared/limits.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export interface CustodyKeyRecord {
  wallet_id: string;
  /** `creating` until the wallet is written in the transaction that makes it `used`. */
  status: 'creating' | 'used';
  /** The key's ARN, once KMS's answer to `CreateKey` arrived. */
  key_arn?: string;
  /** `CreateKey` calls sent for this wallet (each counted in the hour's rate before it was sent). */
  attempts: number;
  /** This record holds the wallet's place under the wallet cap. */
  holds_slot: true;
  created_at: string;
  updated_at: string;
}

export const custodyKeyRecordKey = (tenant: TenantScope, walletId: string) => ({ pk: keys.tenant(tenant), sk: `CUSTODYKEY#${walletId}` });

export async function getCustodyKeyRecord(tenant: TenantScope, walletId: string): Promise<CustodyKeyRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: custodyKeyRecordKey(tenant, walletId), ConsistentRead: true }));
  return out.Item as CustodyKeyRecord | undefined;
}

/** Runs a transaction that moves the cap and rate counters; 409 `limit_exceeded` for the counter whose condition failed. */
async function countedTransaction(
  items: TransactItem[],
  capAt: number | null,
  rateAt: number,
  retryAfterSeconds: number,
): Promise<boolean> {
  try {
    await withConflictRetry(() => transact(items), { maxTries: COUNTER_CONFLICT_TRIES });
    return true;
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (capAt !== null && failed.includes(capAt)) throw limitExceeded('wallets');
    if (failed.includes(rateAt)) throw limitExceeded('live_wallets_per_hour', retryAfterSeconds);
    if (failed.length > 0) return false;
    throw error;
  }
}

/**
 * The wallet's record: the one an earlier attempt of the same request left, or a new one written
 * with the wallet's place under the cap and the first `CreateKey`'s place in the rate.
 */
export async function reserveCustodyKey(
  tenant: TenantScope,
  walletId: string,
  nowMs = Date.now(),
): Promise<{ record: CustodyKeyRecord; resumed: boolean }> {
  const existing = await getCustodyKeyRecord(tenant, walletId);
  if (existing) return { record: existing, resumed: true };
  const now = new Date(nowMs).toISOString();
  const record: CustodyKeyRecord = {
    wallet_id: walletId,
    status: 'creating',
    attempts: 1,
    holds_slot: true,
    created_at: now,
    updated_at: now,
  };
  const window = liveWalletRateWindow(nowMs);
  const put: TransactItem = {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...custodyKeyRecordKey(tenant, walletId), entity: 'custody_key', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const items = [put, takeSlot(limitCounterKey.wallets(tenant), 'wallets'), takeLiveWalletRateSlot(tenant.workspaceId, window.start)];
  if (await countedTransaction(items, 1, 2, window.retryAfterSeconds)) return { record, resumed: false };
  // Written meanwhile by another attempt of the same request.
  const written = await getCustodyKeyRecord(tenant, walletId);
  if (!written) throw new Error(`The custody key record of wallet ${walletId} could be neither written nor read.`);
  return { record: written, resumed: true };
}

/**
 * Counts one more `CreateKey` for a wallet whose earlier call's outcome is unknown (no key named),
 * taking its place in the hour's rate. False when another attempt changed the record meanwhile.
 */
export async function countAnotherAttempt(tenant: TenantScope, record: CustodyKeyRecord, nowMs = Date.now()): Promise<boolean> {
  const window = liveWalletRateWindow(nowMs);
  const update = updateItem(custodyKeyRecordKey(tenant, record.wallet_id), {
    set: { attempts: record.attempts + 1, updated_at: new Date(nowMs).toISOString() },
    expect: { attempts: record.attempts, key_arn: null },
  });
  return countedTransaction([update, takeLiveWalletRateSlot(tenant.workspaceId, window.start)], null, 1, window.retryAfterSeconds);
}

/** Names the key KMS made; false when the record already names one (another attempt's). */
export async function recordCustodyKey(tenant: TenantScope, walletId: string, keyArn: string): Promise<boolean> {
  const updated = await updateOne(custodyKeyRecordKey(tenant, walletId), {
    set: { key_arn: keyArn, updated_at: new Date().toISOString() },
    expect: { key_arn: null },
  });
  return updated !== null;
}

/**
 * Removes the record of a wallet none of whose `CreateKey` calls can have made a key (KMS refused
 * the only one), giving its place under the cap back. The rate's place stays taken: the call was sent.
 */
export async function dropUnusedReservation(tenant: TenantScope, walletId: string): Promise<void> {
  await withConflictRetry(
    () =>
      transact([
        {
          Delete: {
            TableName: TABLE_NAME,
            Key: custodyKeyRecordKey(tenant, walletId),
            ConditionExpression: 'attribute_not_exists(key_arn) AND attempts = :one AND holds_slot = :true',
            ExpressionAttributeValues: { ':one': 1, ':true': true },
          },
        },
        releaseSlot(limitCounterKey.wallets(tenant)),
      ]),
    { maxTries: COUNTER_CONFLICT_TRIES },
  );
}

/** Marks the record used, in the wallet's own transaction: it must still name the key the wallet holds. */
export function useCustodyKeyItem(tenant: TenantScope, walletId: string, keyArn: string): TransactItem {
  return updateItem(custodyKeyRecordKey(tenant, walletId), {
    set: { status: 'used', updated_at: new Date().toISOString() },
    expect: { key_arn: keyArn },
  });
}
