/**
 * Address book use cases. An address is validated for its network and stored canonical (EVM
 * checksummed, bech32 lower-cased), so the same address written two ways is one address; only
 * one active entry may hold a network and address (409 `conflict`, with the holder's id).
 * Address and network never change; archiving frees the address and makes the entry unusable as
 * a transfer destination. Archived entries are read-only.
 */
import { archiveEntry, getEntry, insertEntry, patchActiveEntry, queryEntries, type AddressBookRecord } from '#shared/db/address-book.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import { addressProblem, normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { ApiError, invalidRequest, notFound } from '#shared/model/errors.ts';
import { idTime, newId } from '#shared/ids.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { CreateEntryInput, PatchEntryInput } from '#shared/schemas/address-book.ts';
import type { EntryView } from '#shared/responses/address-book.ts';
import type { UserReference } from '#shared/model/auth.ts';

export function toEntryView(r: AddressBookRecord): EntryView {
  const { id, label, address, network_code, trust_status, status, created_at, updated_at, created_by, asset_symbol, notes, archived_at } =
    r;
  return { id, label, address, network_code, trust_status, status, created_at, updated_at, created_by, asset_symbol, notes, archived_at };
}

function checkAsset(network: string, symbol: string | null | undefined, field: string): void {
  if (symbol && !requireNetworkProfile(network).asset(symbol)) {
    throw invalidRequest({ [field]: [`${symbol} is not supported on ${network}.`] });
  }
}

/**
 * With `idempotency_key` (the shared idempotency module) a repeat replays the entry made first
 * (`replayed: true`), even once it is archived; a refused request (400, 409 `conflict`) frees the key.
 */
export async function createEntry(
  tenant: TenantScope,
  member: UserReference,
  input: CreateEntryInput,
): Promise<{ entry: EntryView; replayed: boolean }> {
  const network = requireNetworkProfile(input.network_code);
  const address = normalizeOnNetwork(network, input.address);
  if (address === null) {
    const problem = addressProblem(network.address_format, input.address);
    throw invalidRequest({ 'body.address': [`Not a valid ${network.display_name} address: ${problem}.`] });
  }
  checkAsset(network.code, input.asset_symbol, 'body.asset_symbol');
  const valid = { ...input, network_code: network.code, address };
  if (input.idempotency_key === undefined) return { entry: await insertNewEntry(tenant, member, valid, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent(
    { tenant, key: input.idempotency_key, operation: 'address_book_entry.create', body: input, newResourceId: newId },
    (claim) => insertNewEntry(tenant, member, valid, claim.resourceId, [claim.completeItem]),
    async (id) => {
      // Strongly consistent: the entry was written in the transaction that completed the claim just read.
      const entry = await getEntry(tenant, id, true);
      if (!entry) throw new Error(`The address book entry ${id} of a completed idempotency record is missing.`);
      return toEntryView(entry);
    },
  );
  return { entry: result, replayed };
}

/** Writes a validated entry (canonical address) with `extra` items. */
async function insertNewEntry(
  tenant: TenantScope,
  member: UserReference,
  input: CreateEntryInput,
  id: string,
  extra: TransactItem[],
): Promise<EntryView> {
  // created_at is the id's own clock reading, so listings (newest first, by id) agree with it.
  const now = new Date(idTime(id)).toISOString();
  const record: AddressBookRecord = {
    id,
    label: input.label,
    address: input.address,
    network_code: input.network_code,
    trust_status: input.trust_status ?? 'trusted',
    status: 'active',
    asset_symbol: input.asset_symbol ?? null,
    notes: input.notes ?? null,
    created_at: now,
    created_by: member,
    updated_at: now,
    archived_at: null,
  };
  let conflictWith: string | null;
  try {
    ({ conflictWith } = await insertEntry(tenant, record, extra));
  } catch (error) {
    // The claim's completion (after the entry and its uniqueness item): another attempt took the key over.
    if (failedConditionIndexes(error).some((i) => i >= 2)) throw keyInProgress();
    throw error;
  }
  if (conflictWith !== null) {
    throw new ApiError('conflict', 'An active address book entry already holds this address on this network.', {
      details: { existing_entry_id: conflictWith, network_code: record.network_code, address: record.address },
    });
  }
  return toEntryView(record);
}

export async function requireEntry(tenant: TenantScope, id: string): Promise<AddressBookRecord> {
  const entry = await getEntry(tenant, id);
  if (!entry) throw notFound('address book entry');
  return entry;
}

function archivedError(entry: AddressBookRecord): ApiError {
  return new ApiError('invalid_state_transition', 'An archived address book entry cannot be changed.', {
    details: { action: 'update', status: entry.status },
  });
}

/**
 * Changes an active entry in one conditional UpdateItem. The entry is read first only when an
 * asset is named (it must be carried on the entry's network); otherwise the write's condition
 * (active) is the check, and only a refused write reads the entry to say 404 or archived.
 */
export async function updateEntry(tenant: TenantScope, id: string, input: PatchEntryInput): Promise<EntryView> {
  if (typeof input.asset_symbol === 'string') {
    const entry = await requireEntry(tenant, id);
    if (entry.status !== 'active') throw archivedError(entry);
    checkAsset(entry.network_code, input.asset_symbol, 'body.asset_symbol');
  }
  const set: Partial<AddressBookRecord> = { updated_at: new Date().toISOString() };
  if (input.label !== undefined) set.label = input.label;
  if (input.asset_symbol !== undefined) set.asset_symbol = input.asset_symbol;
  if (input.notes !== undefined) set.notes = input.notes;
  if (input.trust_status !== undefined) set.trust_status = input.trust_status;
  const updated = await patchActiveEntry(tenant, id, set);
  if (!updated) throw archivedError(await requireEntry(tenant, id));
  return toEntryView(updated);
}

/** Archives an entry; archiving an archived entry returns it unchanged. */
export async function archiveAddressBookEntry(tenant: TenantScope, id: string): Promise<EntryView> {
  const entry = await requireEntry(tenant, id);
  if (entry.status === 'archived') return toEntryView(entry);
  const now = new Date().toISOString();
  if (await archiveEntry(tenant, entry, now)) return toEntryView({ ...entry, status: 'archived', archived_at: now, updated_at: now });
  return toEntryView(await requireEntry(tenant, id));
}

export async function listEntries(
  tenant: TenantScope,
  query: { limit: number; cursor?: string | undefined; network_code?: string | undefined; status?: string | undefined },
) {
  const { limit, cursor, ...filter } = query;
  const page = await queryEntries(tenant, filter, limit, cursor);
  return { items: page.items.map(toEntryView), next_cursor: page.nextCursor };
}
