/**
 * Deterministic sandbox key material: the same wallet id and network always give the same
 * address and derivation path, and every address passes the real validators of its network.
 * EVM networks share one key (BIP-44 coin 60), as real custodians do, so a wallet has one
 * EVM address. No private key exists: addresses are derived from hashes of the wallet id.
 */
import { base58, bech32 } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { base58check, sha256 } from '#shared/model/networks/hashes.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import type { CustodyAccount } from '#shared/adapters/custody/port.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';

/** SHA-256 of a labelled string: every derived value has its own label, so none collide. */
export function digest(label: string, value: string): Uint8Array {
  return sha256(`sandbox-custody|${label}|${value}`);
}

/** A hardened BIP-32 account index per wallet (31 bits of its hash). */
function accountIndex(walletId: string): number {
  const h = digest('account', walletId);
  return ((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) & 0x7fffffff;
}

/** The sandbox address and derivation path of a wallet's account on a network. */
export function sandboxAccount(walletId: string, network: NetworkCode): CustodyAccount {
  const format = requireNetworkProfile(network).address_format;
  const account = accountIndex(walletId);
  const seed = digest(`key:${format}`, walletId);
  switch (format) {
    case 'evm': {
      const hex = bytesToHex(keccak_256(seed).slice(12));
      return { network_code: network, address: normalizeAddress('evm', '0x' + hex)!, path: `m/44'/60'/${account}'/0/0` };
    }
    case 'solana':
      return { network_code: network, address: base58.encode(seed), path: `m/44'/501'/${account}'/0'` };
    case 'tron': {
      const payload = new Uint8Array([0x41, ...keccak_256(seed).slice(12)]);
      return { network_code: network, address: base58check.encode(payload), path: `m/44'/195'/${account}'/0/0` };
    }
    case 'bitcoin': {
      // P2WPKH on testnet (sandbox networks stand for test chains): BIP-84, coin type 1.
      const words = [0, ...bech32.toWords(sha256(seed).slice(0, 20))];
      return { network_code: network, address: bech32.encode('tb', words), path: `m/84'/1'/${account}'/0/0` };
    }
  }
}

/** A deterministic transaction hash in the network's usual notation. */
export function sandboxTxHash(network: NetworkCode, seed: string): string {
  const format = requireNetworkProfile(network).address_format;
  const h = digest('tx', seed);
  if (format === 'evm') return '0x' + bytesToHex(h);
  // Solana transaction ids are base58 signatures of 64 bytes.
  if (format === 'solana') return base58.encode(new Uint8Array([...h, ...digest('tx2', seed)]));
  return bytesToHex(h);
}

/** A short opaque id such as `sbx_wd_<24 hex>`. */
export function sandboxId(prefix: string, value: string): string {
  return `${prefix}_${bytesToHex(digest(prefix, value)).slice(0, 24)}`;
}
