/**
 * The items that let a transfer be recognised as a ramp payment's funding
 * (docs/wallets-transfers.md, Funding a ramp payment), both in the tenant partition:
 * - `DEPOSIT#<network>#<address>`, written in the transaction that creates an off-ramp payment:
 *   which payment the deposit address belongs to. Unconditional, so if a partner ever reuses an
 *   address the newest payment owns it; a transfer compares the payment's own instructions anyway.
 * - `FUNDING#<reference>`, written in the transaction that creates the funding transfer: at most
 *   one transfer at a time is admitted as the payment's funding. Deleted when that transfer ends
 *   without the funds leaving (rejected, canceled, failed), so another may fund the payment.
 * Both expire a day after the payment's funding deadline, when they can no longer matter.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export interface DepositLookup {
  reference: string;
  network: string;
  address: string;
}

/** Seconds past the funding deadline that the lookup and the claim are kept. */
const KEPT_AFTER_DEADLINE_SECONDS = 86_400;

const expiresAt = (fundingDeadline: string) => Math.floor(Date.parse(fundingDeadline) / 1000) + KEPT_AFTER_DEADLINE_SECONDS;

export const depositLookupKey = (tenant: TenantScope, network: string, address: string) => ({
  pk: keys.tenant(tenant),
  sk: keys.depositAddress(network, address),
});

export const fundingClaimKey = (tenant: TenantScope, reference: string) => ({ pk: keys.tenant(tenant), sk: keys.rampFunding(reference) });

/** The lookup's put, for the payment's own transaction; `address` canonical for `network`. */
export function depositLookupPut(tenant: TenantScope, lookup: DepositLookup, fundingDeadline: string): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...depositLookupKey(tenant, lookup.network, lookup.address),
        entity: 'ramp_deposit_address',
        ...lookup,
        expires_at_epoch: expiresAt(fundingDeadline),
      },
    },
  };
}

/** Which payment `address` on `network` funds, if any (strongly consistent: a payment just created counts). */
export async function getDepositLookup(tenant: TenantScope, network: string, address: string): Promise<DepositLookup | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: depositLookupKey(tenant, network, address), ConsistentRead: true }),
  );
  const item = out.Item as (DepositLookup & { expires_at_epoch: number }) | undefined;
  // TTL deletion lags; an expired lookup is gone.
  return item && item.expires_at_epoch > Date.now() / 1000
    ? { reference: item.reference, network: item.network, address: item.address }
    : undefined;
}

/** Claims the payment's funding for `transferId`; fails the transaction if another transfer holds it. */
export function fundingClaimPut(tenant: TenantScope, reference: string, transferId: string, fundingDeadline: string): TransactItem {
  return putNew(fundingClaimKey(tenant, reference), 'ramp_funding_claim', {
    reference,
    transfer_id: transferId,
    expires_at_epoch: expiresAt(fundingDeadline),
  });
}

/** Gives the claim back; only the transfer that holds it can (a claim already gone is fine). */
export function fundingClaimRelease(tenant: TenantScope, reference: string, transferId: string): TransactItem {
  return {
    Delete: {
      TableName: TABLE_NAME,
      Key: fundingClaimKey(tenant, reference),
      ConditionExpression: 'attribute_not_exists(pk) OR transfer_id = :transfer',
      ExpressionAttributeValues: { ':transfer': transferId },
    },
  };
}
