/**
 * Wallet items: `pk = WS#<ws>#<env>`, `sk = WALLET#<walletId>`. A wallet holds one account per
 * network (address and derivation path from custody); accounts never change once created.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { insertNew } from '#shared/db/insert-new.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { UserReference } from '#shared/model/auth.ts';

export interface WalletAccountRecord {
  network_code: NetworkCode;
  address: string;
  path: string;
  is_default: boolean;
}

export interface WalletRecord {
  id: string;
  name: string;
  status: 'active';
  wallet_type: 'custodial';
  custody_wallet_id: string;
  custody_status: string;
  /** Which custody adapter made the accounts (`sandbox-simulator`, or a provider in live). */
  custody_provider: string;
  accounts: WalletAccountRecord[];
  created_at: string;
  created_by: UserReference;
  updated_at: string;
  /**
   * True when the wallet took its place under the wallet cap itself (limit-counters.ts); a live
   * wallet's place is held by its key's record instead, and wallets made before the cap hold none.
   */
  holds_slot?: boolean;
}

export const walletKey = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: keys.wallet(id) });

export function walletPut(tenant: TenantScope, record: WalletRecord): TransactItem {
  return putNew(walletKey(tenant, record.id), 'wallet', record);
}

export async function insertWallet(tenant: TenantScope, record: WalletRecord): Promise<void> {
  await insertNew({ ...walletKey(tenant, record.id), entity: 'wallet', ...record }, 'created_at');
}

export async function getWallet(tenant: TenantScope, id: string): Promise<WalletRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: walletKey(tenant, id) }));
  return out.Item as WalletRecord | undefined;
}

/** One page of the tenant's wallets, newest first. */
export function listWallets(tenant: TenantScope, limit: number, cursor: string | undefined): Promise<CursorPage<WalletRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.walletPrefix, ID_FORMS.uuid) };
  return readPage(cursor, spec, (startKey) => walletPage(tenant, limit, startKey));
}

async function walletPage(tenant: TenantScope, limit: number, startKey: Record<string, unknown> | undefined) {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.tenant(tenant), ':prefix': keys.walletPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as WalletRecord[], lastKey: out.LastEvaluatedKey };
}

/** Every wallet of the tenant (the balances listing totals across all of them). */
export async function listAllWallets(tenant: TenantScope): Promise<WalletRecord[]> {
  const all: WalletRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await walletPage(tenant, 100, startKey);
    all.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return all;
}
