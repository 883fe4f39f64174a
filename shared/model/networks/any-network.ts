/** Address checks for lists that name no network, such as the transfer policy. */
import { normalizeAddress } from '#shared/model/networks/address.ts';
import type { AddressFormat } from '#shared/model/networks/catalogue.ts';

const FORMATS: AddressFormat[] = ['evm', 'solana', 'tron', 'bitcoin'];

/** The canonical form of an address valid on at least one supported network, else null. */
export function canonicalAddress(address: string): string | null {
  for (const format of FORMATS) {
    const normalized = normalizeAddress(format, address);
    if (normalized !== null) return normalized;
  }
  return null;
}
