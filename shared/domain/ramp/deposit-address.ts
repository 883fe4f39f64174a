/**
 * Deposit addresses for sandbox off-ramp funding. The mock network has no chain, so it derives a
 * well-formed address per payment and network from a hash (valid checksums included, so
 * wallets accept it in sandbox); a partner may send its own in hybrid mode. No key exists for
 * such an address: a live payment is never told to fund one (`provider-funding.ts`).
 */
import { createHash } from 'node:crypto';
import { base58, bech32 } from '@scure/base';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { base58check } from '#shared/model/networks/hashes.ts';

/** A valid address on `network` that is unique to `reference`. */
export function depositAddress(network: string, reference: string): string {
  const info = findNetwork(network);
  if (!info) throw new Error(`Unknown network ${network}`);
  const bytes = createHash('sha256').update(`deposit:${network}:${reference}`).digest();
  let address: string;
  switch (info.address_format) {
    case 'evm':
      address = `0x${bytes.subarray(0, 20).toString('hex')}`;
      break;
    case 'solana':
      address = base58.encode(bytes);
      break;
    case 'tron':
      address = base58check.encode(Uint8Array.from([0x41, ...bytes.subarray(0, 20)]));
      break;
    case 'bitcoin':
      address = bech32.encode('bc', [0, ...bech32.toWords(bytes.subarray(0, 20))]);
      break;
  }
  return normalizeAddress(info.address_format, address) ?? address;
}
