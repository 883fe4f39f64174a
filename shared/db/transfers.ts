/**
 * Transfer items: `sk = TRANSFER#<transferId>`; the transfer's id is its activity id and the id
 * of the outbound transaction it made. Every change is conditional on `revision` (bumped by each
 * write), so two concurrent moves can never both apply; `event_sequence` counts its events.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem } from '#shared/db/update-item.ts';
import { prefixRange } from '#shared/db/query-page.ts';
import { equalsFilter, queryShards } from '#shared/db/query-shards.ts';
import { shardPartitionOf, shardPartitions } from '#shared/db/shards.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { SignedApprovalRecord } from '#shared/model/approvals/signed-approval.ts';
import type { TransferAddressBook, TransferPolicyVerdict, TransferPurpose } from '#shared/responses/transfers.ts';
import type { MemberApproval } from '#shared/model/approvals/member-approvals.ts';
import type { ApprovalState, CustodyStatus, TransferStatus } from '#shared/model/transfers/state-machine.ts';
import type { UserReference } from '#shared/model/auth.ts';

/** One member's approval of a transfer, with the digest of the intent they were shown (absent on older approvals). */
export type ApprovalRecord = MemberApproval & { shown_digest?: string; signed?: SignedApprovalRecord };

export interface TransferRecord {
  id: string;
  wallet_id: string;
  network_code: string;
  asset_symbol: string;
  amount_base_units: string;
  from_address: string;
  to_address: string;
  address_book_entry_id: string | null;
  /** The ramp payment this transfer was admitted as the funding of (absent on older transfers). */
  funds_ramp_payment?: string | null;
  /** Created with that payment (funded from a wallet): the payment follows this transfer's outcome. */
  settles_ramp_payment?: boolean;
  /** Snapshots taken at creation of what an approver is shown (`purpose.ts`); absent on older transfers. */
  purpose?: TransferPurpose | null;
  address_book?: TransferAddressBook | null;
  policy_verdict?: TransferPolicyVerdict | null;
  description: string;
  status: TransferStatus;
  approval_state: ApprovalState;
  /** Approvals needed, fixed when the transfer is requested. 0 when none is required. */
  required_approvals: number;
  approvals: ApprovalRecord[];
  requested_by: UserReference;
  approved_by: UserReference | null;
  approved_at: string | null;
  rejected_by: UserReference | null;
  rejected_at: string | null;
  canceled_by: UserReference | null;
  canceled_at: string | null;
  provider_released_by: UserReference | null;
  provider_released_at: string | null;
  custody_withdrawal_id: string | null;
  custody_status: CustodyStatus | null;
  provider_failure_reason: string | null;
  tx_hash: string | null;
  tx_error: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  revision: number;
  event_sequence: number;
  /** The sub-balance the amount is reserved on (`ledger.ts`); internal. Absent on transfers from before the subs: sub 0. */
  balance_shard?: number;
}

/** A transfer lives in its shard of the TRANSFER family (`shards.ts`), found from its id alone. */
export const transferKey = (tenant: TenantScope, id: string) => ({
  pk: shardPartitionOf(tenant, 'TRANSFER', id),
  sk: keys.transfer(id),
});

export function transferPut(tenant: TenantScope, record: TransferRecord): TransactItem {
  return putNew(transferKey(tenant, record.id), 'transfer', record);
}

/**
 * The write that turns `before` (as read) into `after`: only changed attributes are set, the
 * write is conditional on `before`'s revision, and bumps it.
 */
export function transferUpdate(tenant: TenantScope, before: TransferRecord, after: TransferRecord): TransactItem {
  const changed = Object.fromEntries(
    Object.entries(after).filter(([field, value]) => JSON.stringify(before[field as keyof TransferRecord]) !== JSON.stringify(value)),
  );
  return updateItem(transferKey(tenant, before.id), {
    set: { ...changed, revision: before.revision + 1 },
    expect: { revision: before.revision },
  });
}

export async function getTransfer(tenant: TenantScope, id: string, consistent = false): Promise<TransferRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: transferKey(tenant, id), ConsistentRead: consistent }));
  return out.Item as TransferRecord | undefined;
}

export interface TransferFilter {
  approval_state?: string | undefined;
  status?: string | undefined;
  wallet_id?: string | undefined;
  network_code?: string | undefined;
}

/** One page of the tenant's transfers, newest first, merged from the family's shards. */
export function queryTransfers(
  tenant: TenantScope,
  filter: TransferFilter,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<TransferRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.transferPrefix, ID_FORMS.uuid) };
  return readPage(cursor, spec, (startKey) =>
    queryShards<TransferRecord & { sk: string }>(
      {
        partitions: shardPartitions(tenant, 'TRANSFER'),
        cursorPk: spec.pk,
        ...prefixRange(keys.transferPrefix),
        filter: equalsFilter({ ...filter }),
        limit,
      },
      startKey?.sk as string | undefined,
    ),
  );
}
