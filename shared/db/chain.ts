/**
 * The items of live custody on chain (docs/live-custody.md, Data):
 * - per chain (`CHAIN#<network>`): each custody address's owner, each address's next nonce,
 *   each credited deposit (`CREDIT#<tx hash>#<index>`, so a deposit is credited once) and the
 *   deposit watcher's cursor;
 * - per tenant, beside a live withdrawal's transfer: its signed transactions (`CHAINTX#<id>`),
 *   stored before any is broadcast, so a retry sends the same bytes and never takes a new nonce.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { chainKeys } from '#shared/db/chain-keys.ts';
import * as keys from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem, updateOne } from '#shared/db/update-item.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';

export interface CustodyAddressRecord {
  network_code: string;
  address: string;
  workspace_id: string;
  environment: Environment;
  wallet_id: string;
}

/** One signed transaction of a withdrawal: the first, or a replacement at the same nonce. */
export interface SignedAttempt {
  hash: string;
  raw: string;
  max_fee_per_gas: string;
  max_priority_fee_per_gas: string;
  signed_at: string;
}

export interface ChainTransactionRecord {
  transfer_id: string;
  network_code: string;
  from_address: string;
  nonce: number;
  attempts: SignedAttempt[];
  /** Set when a receipt is seen: the block it was mined in, checked again before the transfer completes. */
  block_number: string | null;
  block_hash: string | null;
  /** Times the transaction was sent again after the chain forgot it or reorganised it out. */
  rebroadcasts: number;
  created_at: string;
  updated_at: string;
}

export interface CreditRecord {
  network_code: string;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  workspace_id: string;
  environment: Environment;
  wallet_id: string;
  transaction_id: string;
  credited_at: string;
  /** Set when the watcher finds the deposit's block no longer on the chain after it was credited. */
  reorged_out_at?: string;
}

export function custodyAddressPut(record: CustodyAddressRecord): TransactItem {
  return putNew({ pk: chainKeys.chain(record.network_code), sk: chainKeys.custodyAddress(record.address) }, 'custody_address', record);
}

/** Every custody address on a network, with its owner. */
export async function listCustodyAddresses(network: string): Promise<CustodyAddressRecord[]> {
  return queryAll<CustodyAddressRecord>({ pk: chainKeys.chain(network), prefix: chainKeys.custodyAddressPrefix, consistent: true });
}

/** The next nonce this service recorded for an address, or undefined before its first send. */
export async function getRecordedNonce(network: string, address: string): Promise<number | undefined> {
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: chainKeys.chain(network), sk: chainKeys.chainNonce(address) },
      ConsistentRead: true,
    }),
  );
  return out.Item?.next_nonce as number | undefined;
}

/** Takes `nonce` for an address: only if the recorded next nonce is still what the caller read. */
export function nonceClaim(network: string, address: string, read: number | undefined, nonce: number): TransactItem {
  return updateItem(
    { pk: chainKeys.chain(network), sk: chainKeys.chainNonce(address) },
    { set: { entity: 'chain_nonce', next_nonce: nonce + 1 }, expect: { next_nonce: read ?? null }, mayCreate: true },
  );
}

const chainTxKey = (tenant: TenantScope, transferId: string) => ({ pk: keys.tenant(tenant), sk: chainKeys.chainTransaction(transferId) });

export async function getChainTransaction(tenant: TenantScope, transferId: string): Promise<ChainTransactionRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: chainTxKey(tenant, transferId), ConsistentRead: true }));
  return out.Item as ChainTransactionRecord | undefined;
}

export function chainTransactionPut(tenant: TenantScope, record: ChainTransactionRecord): TransactItem {
  return putNew(chainTxKey(tenant, record.transfer_id), 'chain_transaction', record);
}

/** Adds a replacement attempt, only if no other was added since `before` was read. */
export async function addAttempt(
  tenant: TenantScope,
  before: ChainTransactionRecord,
  attempt: SignedAttempt,
  at: string,
): Promise<boolean> {
  const out = await updateOne(chainTxKey(tenant, before.transfer_id), {
    set: { attempts: [...before.attempts, attempt], updated_at: at },
    condition: 'size(#attempts) = :count',
    names: { '#attempts': 'attempts' },
    values: { ':count': before.attempts.length },
  });
  return out !== null;
}

/** Records what tracking learnt (the receipt's block, a rebroadcast). */
export async function noteChainProgress(
  tenant: TenantScope,
  transferId: string,
  set: Partial<Pick<ChainTransactionRecord, 'block_number' | 'block_hash' | 'rebroadcasts'>>,
  at: string,
): Promise<void> {
  await updateOne(chainTxKey(tenant, transferId), { set: { ...set, updated_at: at } });
}

export function creditPut(record: CreditRecord): TransactItem {
  return putNew(
    { pk: chainKeys.chain(record.network_code), sk: chainKeys.chainCredit(record.tx_hash, record.log_index) },
    'chain_credit',
    record,
  );
}

/** Credited deposits of a network from `fromBlock` on, not yet found reorganised out (the watcher checks their blocks again). */
export async function listRecentCredits(network: string, fromBlock: bigint): Promise<CreditRecord[]> {
  const credits = await queryAll<CreditRecord>({ pk: chainKeys.chain(network), prefix: chainKeys.chainCreditPrefix, consistent: true });
  return credits.filter((c) => c.reorged_out_at === undefined && BigInt(c.block_number) >= fromBlock);
}

/** A credited deposit's transaction was mined again in another block: the credit follows it. */
export async function noteCreditBlock(credit: CreditRecord, blockNumber: string, blockHash: string): Promise<void> {
  await updateOne(
    { pk: chainKeys.chain(credit.network_code), sk: chainKeys.chainCredit(credit.tx_hash, credit.log_index) },
    { set: { block_number: blockNumber, block_hash: blockHash } },
  );
}

export async function markCreditReorgedOut(credit: CreditRecord, at: string): Promise<void> {
  await updateOne(
    { pk: chainKeys.chain(credit.network_code), sk: chainKeys.chainCredit(credit.tx_hash, credit.log_index) },
    { set: { reorged_out_at: at } },
  );
}

export interface WatchCursor {
  /** The next block to read. */
  next_block: bigint;
  /** The hash the block before it had when it was read: a different hash now means a reorganisation. */
  last_hash: string;
}

/** Where the deposit watcher goes on from on a network, or undefined before its first pass. */
export async function getWatchCursor(network: string): Promise<WatchCursor | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: chainKeys.chain(network), sk: chainKeys.chainCursor }, ConsistentRead: true }),
  );
  return out.Item ? { next_block: BigInt(out.Item.next_block as string), last_hash: out.Item.last_hash as string } : undefined;
}

/** Moves the cursor, only from where this pass read it (two passes never both move it). */
export async function moveWatchCursor(network: string, read: WatchCursor | undefined, next: WatchCursor): Promise<boolean> {
  const out = await updateOne(
    { pk: chainKeys.chain(network), sk: chainKeys.chainCursor },
    {
      set: { entity: 'chain_cursor', next_block: next.next_block.toString(), last_hash: next.last_hash },
      expect: { next_block: read === undefined ? null : read.next_block.toString() },
      mayCreate: true,
    },
  );
  return out !== null;
}
