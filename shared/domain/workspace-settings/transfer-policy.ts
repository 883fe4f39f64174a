/**
 * The workspace transfer policy, per environment. PUT replaces the whole policy (both lists).
 * Addresses are validated against the supported networks' formats, stored in canonical form
 * (EVM checksummed, bech32 lower-cased) and de-duplicated; an address may not be both allowed
 * and blocked. How transfers apply the policy: a blocked address is always refused; a non-empty
 * allow-list admits only its addresses.
 */
import { getSetting, replaceSetting, type SettingItem } from '#shared/db/settings.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { canonicalAddress } from '#shared/model/networks/any-network.ts';
import { ApiError, invalidRequest, type FieldErrors } from '#shared/model/errors.ts';
import type { TransferPolicyInput } from '#shared/schemas/workspace.ts';
import type { TransferPolicyView } from '#shared/responses/workspace.ts';
import type { PolicyValue } from '#shared/model/setting-changes/loosening.ts';

/** The policy; `consistent` where it decides an outflow, so a policy just written applies at once. */
export async function readTransferPolicy(tenant: TenantScope, consistent = false): Promise<TransferPolicyView> {
  return transferPolicyView(await getSetting(tenant, 'TRANSFER_POLICY', consistent));
}

/**
 * The policy a PUT asks for, canonical: addresses valid on a supported network, checksummed or
 * lower-cased as stored, de-duplicated; an address in both lists is refused (400, field by field).
 */
export function canonicalPolicy(input: TransferPolicyInput): PolicyValue {
  const fields: FieldErrors = {};
  const allowed = canonicalList('allowed_destination_addresses', input.allowed_destination_addresses, fields);
  const blocked = canonicalList('blocked_destination_addresses', input.blocked_destination_addresses, fields);
  const allowedSet = new Set(allowed.map((a) => a.address));
  for (const { address, index } of blocked) {
    if (allowedSet.has(address)) {
      fields[`body.blocked_destination_addresses.${index}`] = [
        'This address is also in allowed_destination_addresses; an address cannot be both allowed and blocked.',
      ];
    }
  }
  if (Object.keys(fields).length > 0) throw invalidRequest(fields);
  return {
    allowed_destination_addresses: allowed.map((a) => a.address),
    blocked_destination_addresses: blocked.map((a) => a.address),
  };
}

/**
 * Writes the policy as given, with no four-eyes check: for fixtures and seeding in process. The
 * API's PUT goes through shared/domain/setting-changes/request.ts, which holds back a loosening.
 * Without `expectedVersion`, on the version stored now.
 */
export async function replaceTransferPolicy(
  tenant: TenantScope,
  input: TransferPolicyInput,
  expectedVersion?: number,
): Promise<TransferPolicyView> {
  const version = expectedVersion ?? (await readTransferPolicy(tenant, true)).version;
  const item = await replaceSetting(tenant, 'TRANSFER_POLICY', { ...canonicalPolicy(input) }, version);
  if (!item) {
    const current = await readTransferPolicy(tenant);
    throw new ApiError('precondition_failed', 'The policy changed since the version named in If-Match.', {
      details: { current_version: current.version },
    });
  }
  return transferPolicyView(item);
}

/** Canonical, de-duplicated addresses (first occurrence kept) with their index in the input. */
function canonicalList(field: string, addresses: string[], fields: FieldErrors) {
  const seen = new Set<string>();
  const out: { address: string; index: number }[] = [];
  addresses.forEach((raw, index) => {
    const address = canonicalAddress(raw);
    if (address === null) {
      fields[`body.${field}.${index}`] = ['Not a valid address on any supported network.'];
    } else if (!seen.has(address)) {
      seen.add(address);
      out.push({ address, index });
    }
  });
  return out;
}

/** The transfer policy as stored in the setting item (empty lists when it was never written). */
export function transferPolicyView(item: SettingItem | undefined): TransferPolicyView {
  return {
    allowed_destination_addresses: (item?.allowed_destination_addresses as string[] | undefined) ?? [],
    blocked_destination_addresses: (item?.blocked_destination_addresses as string[] | undefined) ?? [],
    version: item?.version ?? 0,
    updated_at: item?.updated_at ?? null,
  };
}
