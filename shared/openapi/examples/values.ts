/**
 * The values the examples share, so the reference tells one consistent story: the Acme workspace
 * on 4 May 2026, its owner Ada and a second member Grace. Ids are UUIDv7 whose time is the
 * moment the resource was made; addresses are valid on their network with real checksums (EIP-55,
 * base58check), as the server stores them; amounts are integer strings in minor or base units.
 */

export const ids = {
  owner: '019df237-3e80-75cd-a828-f13e245e692d',
  ownerKey: '019df237-4268-7570-8f75-229a8c1e8c79',
  apiKey: '019df252-b5c0-7fcc-bcca-d39aed869a39',
  approver: '019df25b-dd80-77ed-beb1-44a9e63d9761',
  approverKey: '019df25c-c7e0-700b-8e69-c4757a627c4d',
  settingChange: '019df2a5-1b80-7ca1-8332-c567d6ca6174',
  invitation: '019df260-1a40-7c3e-9d54-0b8f4a7e2c11',
  invitee: '019df262-5e10-7a88-8f2b-6c1d0e9b4a27',
  inviteeKey: '019df262-5e11-7d02-b3f4-2a9c8e7d6f10',
  memberChange: '019df260-1a41-7f55-a0c3-91d2e4b6c8a3',
  webhook: '019df2a5-1b80-7257-af46-f6083eaefe54',
  wallet: '019df2dc-0a00-78a9-b950-ac83070feaac',
  deposit: '019df2e0-9de0-7263-8b9a-41860005aeb6',
  addressBookEntry: '019df2f7-8140-7d7c-b0cd-f8fe88657001',
  transfer: '019df312-f880-7c47-952e-5808b1a77a4d',
  quoteRequest: '019df349-e700-74bd-9b87-22572bc721f1',
  quote: '019df349-e732-7912-a3c0-81994064c5b2',
  otherQuote: '019df349-e733-7cd3-a7a6-41b9278a0572',
  /** Event ids are `evt_` and a UUIDv7 without dashes. */
  transferEvent: 'evt_019df312f8e4784f9df43767417b0bf6',
  testEvent: 'evt_019df2a9af607d7bbfda4a74e90a7d4a',
  delivery: 'dlv_f9df7448962cacfaa2bf2a6407de6562',
  /** Ramp payment references are `rp_` and 32 hex digits. */
  offRampPayment: 'rp_019df3530ec07503bb4560a67274ae39',
  onRampPayment: 'rp_019df357a2a07228a8a567a38b2fb777',
  naira: 'ed341e68-494f-5d00-8a7e-08348d15af90',
  ngCorridor: '42f9860f-0ddb-56b6-82a4-84353ce4ec37',
} as const;

export const owner = { id: ids.owner, email: 'ada@acme.test', display_name: 'Ada Lovelace' };
export const approver = { id: ids.approver, email: 'grace@acme.test', display_name: 'Grace Hopper' };

/** Addresses: EVM ones EIP-55 checksummed, Solana base58 public keys, Tron base58check. */
export const addresses = {
  /** The Acme wallet's Ethereum account (custodial). */
  wallet: '0x58013cd8D57A78cd51c1A988bB6A65C6Dd4C71e4',
  /** A supplier's address, in the address book. */
  supplier: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  /** The treasury's address on Base, where on-ramped USDC is delivered. */
  treasuryBase: '0x3D7955E08b061FbBf48eB00731eE3238139E2D55',
  /** A payee's Solana address. */
  payeeSolana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  /** An address the policy blocks (Tron). */
  blockedTron: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  /** The sandbox faucet deposits come from. */
  faucet: '0xaE9175B30F5160b877dDB6F07fDC7844a9eDEfE5',
  /** The off-ramp payment's deposit address (derived from its reference). */
  offRampDeposit: '0x0EcE69C617b3995dD9373dC92c51625809a56E58',
} as const;

export const txHashes = {
  deposit: '0x30a278713dfac6648b26db13719001aab8657d4509d36d0207b6f38523bbfd94',
  transfer: '0xd0401fa0a4b345d8537e2952b915cd50fa2c22630525fe50cc1b36104b160ad7',
} as const;

/** A German IBAN whose mod-97 check digits are valid (the server checks them with ibantools). */
export const IBAN = 'DE89370400440532013000';
