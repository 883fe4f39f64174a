import { describe, expect, it } from 'vitest';
import { NETWORKS } from '#shared/model/networks/catalogue.ts';
import { networkProfile } from '#shared/model/networks/profile.ts';
import { normalizeAddress, normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { sandboxAccount, sandboxTxHash } from '#shared/adapters/custody/sandbox-addresses.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import { unavailableCustody } from '#shared/adapters/custody/unavailable-custody.ts';
import type { ApiError } from '#shared/model/errors.ts';
import { statusOf } from '#shared/http/error-mapper.ts';

const WALLET = '0190b4f2-8c1a-7d3e-9a5b-1c2d3e4f5a6b';
const OTHER = '0190b4f2-8c1a-7d3e-9a5b-000000000001';

describe('network catalogue', () => {
  it.each(NETWORKS.map((n) => [n.code] as const))('%s has a native asset, assets with CAIP-19 ids and a validator', (code) => {
    const profile = networkProfile(code)!;
    expect(profile.nativeAsset.symbol).toBe(profile.native_asset);
    for (const asset of profile.assets) {
      expect(asset.caip19).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/);
      expect(Number.isInteger(asset.decimals)).toBe(true);
    }
    expect(normalizeOnNetwork(profile, ' not an address ')).toBeNull();
  });
  it('knows USDC on Ethereum by its contract', () => {
    expect(networkProfile('ethereum')!.asset('USDC')!.caip19).toBe('eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
    expect(networkProfile('dogecoin')).toBeUndefined();
  });
});

describe('sandbox custody addresses', () => {
  it.each(NETWORKS.map((n) => [n.code, n.address_format] as const))(
    '%s: valid for the network, canonical and deterministic',
    (code, format) => {
      const account = sandboxAccount(WALLET, code);
      expect(normalizeAddress(format, account.address)).toBe(account.address);
      expect(sandboxAccount(WALLET, code)).toEqual(account);
      expect(sandboxAccount(OTHER, code).address).not.toBe(account.address);
      expect(account.path).toMatch(/^m\/(44|84)'\/\d+'\/\d+'(\/\d+'?)*$/);
    },
  );
  it('shares one key across EVM networks, as custodians do', () => {
    expect(sandboxAccount(WALLET, 'ethereum').address).toBe(sandboxAccount(WALLET, 'polygon').address);
    expect(sandboxAccount(WALLET, 'ethereum').address).toMatch(/[A-F]/); // EIP-55 mixed case
    expect(sandboxAccount(WALLET, 'bitcoin').address).toMatch(/^tb1q/);
  });
  it('makes transaction hashes in each network’s notation', () => {
    expect(sandboxTxHash('ethereum', 'x')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(sandboxTxHash('bitcoin', 'x')).toMatch(/^[0-9a-f]{64}$/);
    expect(sandboxTxHash('solana', 'x')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  });
});

describe('custody adapters', () => {
  const request = { transfer_id: WALLET, network_code: 'ethereum' as const, asset_symbol: 'ETH', from_address: 'a', to_address: 'b' };
  it('simulates acceptance, and the documented magic failures', async () => {
    expect(await sandboxCustody.submitWithdrawal({ ...request, amount_base_units: '1000' })).toMatchObject({
      custody_status: 'submitted',
      failure_reason: null,
    });
    expect(await sandboxCustody.submitWithdrawal({ ...request, amount_base_units: '14041' })).toMatchObject({ custody_status: 'rejected' });
    const failing = { ...request, amount_base_units: '24042', custody_withdrawal_id: 'sbx_wd_1' };
    expect(await sandboxCustody.broadcastWithdrawal(failing)).toEqual({ tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await sandboxCustody.trackWithdrawal(failing)).toMatchObject({ state: 'failed', reason: expect.stringContaining('4042') });
    expect(await sandboxCustody.trackWithdrawal({ ...failing, amount_base_units: '1000' })).toEqual({ state: 'confirmed' });
  });
  it('fails every call with 503 custody_unavailable when no provider is configured', async () => {
    expect((await unavailableCustody.health()).available).toBe(false);
    const refused = await unavailableCustody
      .createWallet({ workspaceId: 'ws', environment: 'live', walletId: WALLET }, ['ethereum'])
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'custody_unavailable' });
    expect(statusOf(refused as ApiError)).toBe(503);
  });
});
