/**
 * Live custody end to end on the local chain (anvil) with keys in the local KMS (moto behind the
 * stack's stand-in): a live wallet's address comes from its KMS key; deposits from the chain's dev
 * account are credited once after their confirmations; transfers are approved, signed, mined and
 * completed after their confirmations; a revert fails the transfer and gives the reservation back;
 * a transaction reorganised out is sent again and completes once; a stuck one is replaced at the
 * same nonce; concurrent releases on one address take consecutive nonces; a credited deposit that
 * leaves the chain is marked as documented (docs/live-custody.md). The tests share one chain, so
 * they run one after another; an exclusive file, since its reorganisations and held blocks reach
 * every other user of the stack's chain (a live wallet's deposit reorganised out of another file).
 */
import { describe, expect, inject, it } from 'vitest';
import { chainKeys } from '#shared/db/chain-keys.ts';
import * as keys from '#shared/db/keys.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { newMember, until } from '../support/wallets.ts';
import { putSetting } from '../support/setting-changes.ts';
import { scanAll } from '../support/table-scan.ts';
import {
  BLOCKED_REASON,
  balanceOf as tokenBalance,
  dropTransaction,
  mine,
  mintUsdc,
  reorg,
  rpc,
  sendNative,
  setIntervalMining,
  setUsdcBlocked,
  transactionNonce,
} from '#shared/fixtures/chain.ts';

const stack = inject('stack');
const chain = stack.chain;
const usdc = () => chain!.tokens.USDC as `0x${string}`;
const live = { environment: 'live' } as const;
const ETH = 10n ** 18n;

if (!chain) console.log('[live-custody] skipped: live custody is off in this stack (its start line says why: moto or anvil missing)');

describe.skipIf(!chain)('live custody on the local chain', { timeout: 120_000 }, () => {
  async function liveWorkspace(approvals: boolean): Promise<TestWorkspace> {
    const ws = await newWorkspace('Live custody');
    const net = await api('PUT', '/v1/workspace/networks', { token: ws.token, query: live, body: { enabled_networks: ['ethereum'] } });
    expect(net.status, net.text).toBe(200);
    if (!approvals) await putSetting(ws, '/v1/workspace/transfer-approvals', { approval_required: false, required_approvals: 1 }, 'live');
    return ws;
  }

  async function liveWallet(ws: TestWorkspace): Promise<{ id: string; address: `0x${string}` }> {
    const res = await api('POST', '/v1/wallets', { token: ws.token, query: live, body: { name: 'Live treasury', networks: ['ethereum'] } });
    expect(res.status, res.text).toBe(201);
    const wallet = res.body.data.wallet;
    expect(wallet).toMatchObject({
      custody_wallet_id: expect.stringMatching(/^arn:aws:kms:/),
      accounts: [{ network_code: 'ethereum', path: 'kms' }],
    });
    return { id: wallet.id, address: wallet.accounts[0].address };
  }

  async function liveBalance(ws: TestWorkspace, walletId: string, symbol: string) {
    const res = await api('GET', '/v1/balances', { token: ws.token, query: live });
    expect(res.status, res.text).toBe(200);
    const item = res.body.data.items.find((i: { wallet_id: string }) => i.wallet_id === walletId);
    return item.balances.find((b: { symbol: string }) => b.symbol === symbol) as { balance: string; available: string; reserved: string };
  }

  async function depositsOf(ws: TestWorkspace, walletId: string) {
    const res = await api('GET', `/v1/wallets/${walletId}/transactions`, { token: ws.token, query: { ...live, limit: '100' } });
    return (
      res.body.data.items as { type: string; status: string; tx_hash: string; asset_symbol: string; amount_base_units: string }[]
    ).filter((t) => t.type === 'deposit');
  }

  /** Funds a live wallet from the dev account and waits until both deposits are credited and complete. */
  async function funded(ws: TestWorkspace, wallet: { id: string; address: `0x${string}` }, eth: bigint, usdcUnits: bigint) {
    await sendNative(chain!.url, wallet.address, eth);
    await mintUsdc(chain!.url, usdc(), wallet.address, usdcUnits);
    await until(
      () => depositsOf(ws, wallet.id),
      (d) => d.filter((t) => t.status === 'completed').length === 2,
      30_000,
    );
  }

  async function transferTo(ws: TestWorkspace, walletId: string, to: string, amount: string, asset = 'USDC') {
    const res = await api('POST', '/v1/transfers', {
      token: ws.token,
      query: live,
      body: { wallet_id: walletId, network_code: 'ethereum', asset_symbol: asset, amount_base_units: amount, to_address: to },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.id as string;
  }

  async function transferReaches(ws: TestWorkspace, id: string, done: (t: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
    const res = await until(
      () => api('GET', `/v1/transfers/${id}`, { token: ws.token, query: live }),
      (r) => done(r.body.data?.activity ?? {}),
      timeoutMs,
    );
    return res.body.data.activity as Record<string, unknown> & { status: string; tx_hash: string | null; custody_status: string | null };
  }

  const freshAddress = () => `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '7').slice(0, 40)}` as `0x${string}`;

  it('gives a live wallet the address of its KMS key and refuses networks live custody does not serve', async () => {
    const ws = await liveWorkspace(true);
    const wallet = await liveWallet(ws);
    expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const other = await liveWallet(ws);
    expect(other.address).not.toBe(wallet.address);
    await api('PUT', '/v1/workspace/networks', { token: ws.token, query: live, body: { enabled_networks: ['ethereum', 'solana'] } });
    const refused = await api('POST', '/v1/wallets', { token: ws.token, query: live, body: { name: 'Sol', networks: ['solana'] } });
    expect([refused.status, refused.body.error.code, refused.body.error.details.reason]).toEqual([422, 'network_not_enabled', 'custody']);
  });

  it('credits deposits from the chain once, after their confirmations, with the sandbox events', async () => {
    const ws = await liveWorkspace(true);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, 2n * ETH, 500_000_000n);
    await mine(chain!.url, 3);
    await new Promise((r) => setTimeout(r, 2500));
    const deposits = await depositsOf(ws, wallet.id);
    expect(deposits.map((d) => [d.asset_symbol, d.amount_base_units, d.status]).sort()).toEqual([
      ['ETH', (2n * ETH).toString(), 'completed'],
      ['USDC', '500000000', 'completed'],
    ]);
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '500000000', available: '500000000' });
    const events = await api('GET', '/v1/events', { token: ws.token, query: { ...live, limit: '50' } });
    expect(events.body.data.items.map((e: { type: string }) => e.type).sort()).toEqual([
      'transaction.completed',
      'transaction.completed',
      'transaction.created',
      'transaction.created',
    ]);
  });

  it('sends USDC after approval: signed through KMS, mined, completed after its confirmations', async () => {
    const ws = await liveWorkspace(true);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 100_000_000n);
    const to = freshAddress();
    const id = await transferTo(ws, wallet.id, to, '25000000');
    const approver = await newMember(ws, ['transfers:approve']);
    const approved = await api('POST', `/v1/transfers/${id}/approve`, { token: approver.token, query: live });
    expect(approved.body.data, approved.text).toMatchObject({ approval_state: 'approved', custody_status: 'submitted' });
    const done = await transferReaches(ws, id, (t) => t.status === 'completed');
    expect(done.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(chain!.url, usdc(), to)).toBe(25_000_000n);
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '75000000', available: '75000000', reserved: '0' });
    const receipt = await rpc<{ from: string; blockNumber: string }>(chain!.url, 'eth_getTransactionReceipt', [done.tx_hash]);
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
  });

  it('holds the money controls in live: nothing is signed before the approval, never by the requester, and the policy refuses', async () => {
    const ws = await liveWorkspace(true);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 20_000_000n);
    const to = freshAddress();
    const id = await transferTo(ws, wallet.id, to, '1000000');
    const self = await api('POST', `/v1/transfers/${id}/approve`, { token: ws.token, query: live });
    expect(self.body.error.code).toBe('requester_cannot_approve');
    await new Promise((r) => setTimeout(r, 3000));
    const waiting = (await api('GET', `/v1/transfers/${id}`, { token: ws.token, query: live })).body.data.activity;
    expect(waiting).toMatchObject({ status: 'pending', custody_status: null, tx_hash: null });
    expect(await tokenBalance(chain!.url, usdc(), to)).toBe(0n);
    expect(await scanChainTransaction(ws, id)).toBeUndefined();
    await putSetting(
      ws,
      '/v1/workspace/transfer-policy',
      { allowed_destination_addresses: [freshAddress()], blocked_destination_addresses: [] },
      'live',
    );
    const refused = await api('POST', '/v1/transfers', {
      token: ws.token,
      query: live,
      body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '1000000', to_address: to },
    });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'transfer_policy_violation']);
  });

  it('fails a token transfer from an address without gas, naming the address and the shortfall, and gives the reservation back', async () => {
    const ws = await liveWorkspace(false);
    const wallet = await liveWallet(ws);
    await mintUsdc(chain!.url, usdc(), wallet.address, 9_000_000n);
    await until(
      () => depositsOf(ws, wallet.id),
      (d) => d.some((t) => t.status === 'completed'),
      30_000,
    );
    const id = await transferTo(ws, wallet.id, freshAddress(), '1000000');
    const done = await transferReaches(ws, id, (t) => t.status === 'failed');
    expect(String(done.tx_error)).toMatch(
      new RegExp(`^Not enough ETH for gas at ${wallet.address}: it holds 0 wei .*\\(short by [1-9][0-9]* wei\\)`),
    );
    expect(done.tx_hash).toBeNull();
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '9000000', available: '9000000', reserved: '0' });
  });

  it('fails a transfer that reverts on chain with its reason, and gives the reservation back', async () => {
    const ws = await liveWorkspace(false);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 50_000_000n);
    const to = freshAddress();
    await setIntervalMining(chain!.url, 0);
    let id = '';
    try {
      id = await transferTo(ws, wallet.id, to, '10000000');
      await transferReaches(ws, id, (t) => t.custody_status === 'broadcast');
      // Blocked in the same block, before the withdrawal (a higher tip goes first).
      await setUsdcBlocked(chain!.url, usdc(), to, true, 500n * 10n ** 9n);
      await mine(chain!.url, 1);
    } finally {
      await setIntervalMining(chain!.url, 1);
    }
    const done = await transferReaches(ws, id, (x) => x.status === 'failed');
    expect(String(done.tx_error)).toContain(BLOCKED_REASON);
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '50000000', available: '50000000', reserved: '0' });
  });

  it('sends a transaction reorganised out again, and completes the transfer once', async () => {
    const ws = await liveWorkspace(false);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 40_000_000n);
    const to = freshAddress();
    await setIntervalMining(chain!.url, 0);
    const id = await transferTo(ws, wallet.id, to, '15000000');
    const sent = await transferReaches(ws, id, (t) => t.custody_status === 'broadcast');
    // Mined in one block, then that block is taken off the chain before its confirmations.
    await mine(chain!.url, 1);
    expect(await rpc(chain!.url, 'eth_getTransactionReceipt', [sent.tx_hash])).not.toBeNull();
    await reorg(chain!.url, 1);
    expect(await rpc(chain!.url, 'eth_getTransactionReceipt', [sent.tx_hash])).toBeNull();
    await setIntervalMining(chain!.url, 1);
    const done = await transferReaches(ws, id, (t) => t.status === 'completed');
    expect(done.tx_hash).toBe(sent.tx_hash);
    expect(await tokenBalance(chain!.url, usdc(), to)).toBe(15_000_000n);
  });

  it('replaces a transaction stuck past the wait at the same nonce, and pays once', async () => {
    const ws = await liveWorkspace(false);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 30_000_000n);
    const to = freshAddress();
    await setIntervalMining(chain!.url, 0);
    let first: string;
    let id = '';
    try {
      id = await transferTo(ws, wallet.id, to, '5000000');
      first = (await transferReaches(ws, id, (t) => t.custody_status === 'broadcast')).tx_hash!;
      // The node loses it; tracking sends it again, then replaces it once it has waited too long.
      await dropTransaction(chain!.url, first as `0x${string}`);
      await until(
        () => scanChainTransaction(ws, id),
        (r) => (r?.attempts.length ?? 0) >= 2,
        30_000,
      );
    } finally {
      await setIntervalMining(chain!.url, 1);
    }
    const done = await transferReaches(ws, id, (t) => t.status === 'completed');
    const record = (await scanChainTransaction(ws, id))!;
    expect(record.attempts.map((a: { hash: string }) => a.hash)).toContain(done.tx_hash);
    expect(done.tx_hash).not.toBe(first!);
    expect(await transactionNonce(chain!.url, done.tx_hash!)).toBe(record.nonce);
    expect(await tokenBalance(chain!.url, usdc(), to)).toBe(5_000_000n);
  });

  it('gives ten concurrent releases on one address consecutive nonces, none lost or doubled', async () => {
    const ws = await liveWorkspace(false);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH, 100_000_000n);
    const to = freshAddress();
    const ids = await Promise.all(Array.from({ length: 10 }, () => transferTo(ws, wallet.id, to, '1000000')));
    const done = await Promise.all(ids.map((id) => transferReaches(ws, id, (t) => t.status === 'completed', 90_000)));
    const nonces = (await Promise.all(done.map((t) => transactionNonce(chain!.url, t.tx_hash!)))).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 10 }, (_, i) => nonces[0]! + i));
    expect(await tokenBalance(chain!.url, usdc(), to)).toBe(10_000_000n);
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '90000000', reserved: '0' });
  });

  it('keeps a credited deposit that leaves the chain credited, and marks it for an operator', async () => {
    const ws = await liveWorkspace(true);
    const wallet = await liveWallet(ws);
    await funded(ws, wallet, ETH / 10n, 7_000_000n);
    const [usdc] = (await depositsOf(ws, wallet.id)).filter((d) => d.asset_symbol === 'USDC');
    const receipt = await rpc<{ blockNumber: string }>(chain!.url, 'eth_getTransactionReceipt', [usdc!.tx_hash]);
    const head = BigInt(await rpc<string>(chain!.url, 'eth_blockNumber'));
    await reorg(chain!.url, Number(head - BigInt(receipt.blockNumber)) + 1);
    const credit = await until(
      async () => (await scanAll()).find((i) => i.pk === chainKeys.chain('ethereum') && i.sk === chainKeys.chainCredit(usdc!.tx_hash, 1)),
      (c) => typeof c?.reorged_out_at === 'string',
      30_000,
    );
    expect(credit).toMatchObject({ wallet_id: wallet.id, workspace_id: ws.workspaceId });
    expect(await liveBalance(ws, wallet.id, 'USDC')).toMatchObject({ balance: '7000000' });
  });

  async function scanChainTransaction(ws: TestWorkspace, transferId: string) {
    const item = (await scanAll()).find(
      (i) => i.pk === keys.tenant({ workspaceId: ws.workspaceId, environment: 'live' }) && i.sk === chainKeys.chainTransaction(transferId),
    );
    return item as { attempts: { hash: string }[]; nonce: number } | undefined;
  }
});
