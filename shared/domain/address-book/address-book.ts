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
import { newId } from '#shared/ids.ts';
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

export async function createEntry(tenant: TenantScope, member: UserReference, input: CreateEntryInput): Promise<EntryView> {
  const network = requireNetworkProfile(input.network_code);
  const address = normalizeOnNetwork(network, input.address);
  if (address === null) {
    const problem = addressProblem(network.address_format, input.address);
    throw invalidRequest({ 'body.address': [`Not a valid ${network.display_name} address: ${problem}.`] });
  }
  checkAsset(network.code, input.asset_symbol, 'body.asset_symbol');
  const clock = new Date();
  const now = clock.toISOString();
  const record: AddressBookRecord = {
    id: newId(clock),
    label: input.label,
    address,
    network_code: network.code,
    trust_status: input.trust_status ?? 'trusted',
    status: 'active',
    asset_symbol: input.asset_symbol ?? null,
    notes: input.notes ?? null,
    created_at: now,
    created_by: member,
    updated_at: now,
    archived_at: null,
  };
  const { conflictWith } = await insertEntry(tenant, record);
  if (conflictWith !== null) {
    throw new ApiError('conflict', 'An active address book entry already holds this address on this network.', {
      details: { existing_entry_id: conflictWith, network_code: network.code, address },
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
