/**
 * The local EVM chain of live custody, on its own (not the stack's): anvil from npm and TestUSDC
 * compiled offline, driven through the helpers the live tests use.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFunctionResult, encodeFunctionData, type Address } from 'viem';
import { startLocalChain, type LocalChain } from '#infra/local/chain/local-chain.ts';
import {
  BLOCKED_REASON,
  RpcError,
  balanceOf,
  blockNumber,
  dropTransaction,
  fundNative,
  mine,
  mintUsdc,
  nativeBalance,
  receipt,
  reorg,
  rpc,
  setAutomine,
  setUsdcBlocked,
  testUsdcAbi,
  TransactionReverted,
  transferUsdc,
  waitForReceipt,
} from '#shared/fixtures/chain.ts';

let chain: LocalChain;
let url: string;
let usdc: Address;

// Fresh addresses per test, so the tests share one chain without sharing balances.
let counter = 0;
const freshAddress = (): Address => `0x${(0xc0ffee000000n + BigInt(++counter)).toString(16).padStart(40, '0')}`;

beforeAll(async () => {
  const started = await startLocalChain();
  if ('unavailable' in started) throw new Error(`The local chain is unavailable: ${started.unavailable}`);
  chain = started;
  url = chain.url;
  usdc = chain.tokens.USDC;
}, 120_000);

afterAll(async () => {
  await chain?.stop();
});

async function read(functionName: 'decimals' | 'symbol' | 'name') {
  const result = await rpc<`0x${string}`>(url, 'eth_call', [
    { to: usdc, data: encodeFunctionData({ abi: testUsdcAbi, functionName }) },
    'latest',
  ]);
  return decodeFunctionResult({ abi: testUsdcAbi, functionName, data: result });
}

describe('the local chain', () => {
  it('runs anvil on loopback with the requested chain id and TestUSDC deployed from the dev account', async () => {
    expect(chain.chainId).toBe(31337);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(BigInt(await rpc<string>(url, 'eth_chainId')))).toBe(31337);
    expect(await read('decimals')).toBe(6);
    expect(await read('symbol')).toBe('USDC');
    expect(await read('name')).toBe('USD Coin (test)');
    expect(await nativeBalance(url, chain.devAccount)).toBeGreaterThan(0n);
  });

  it('funds an address with ETH', async () => {
    const address = freshAddress();
    await fundNative(url, address, 10n ** 18n);
    expect(await nativeBalance(url, address)).toBe(10n ** 18n);
  });

  it('mints TestUSDC in a mined transaction and moves it with a transfer', async () => {
    const [alice, bob] = [freshAddress(), freshAddress()];
    const mintHash = await mintUsdc(url, usdc, alice, 100_000_000n);
    expect((await receipt(url, mintHash))?.status).toBe('0x1');
    expect(await balanceOf(url, usdc, alice)).toBe(100_000_000n);

    await fundNative(url, alice, 10n ** 17n); // gas for alice's own transfer
    await transferUsdc(url, usdc, alice, bob, 25_000_000n);
    expect(await balanceOf(url, usdc, alice)).toBe(75_000_000n);
    expect(await balanceOf(url, usdc, bob)).toBe(25_000_000n);
  });

  it('reverts transfers to a blocked account, with the reason string, when estimated, and fail on chain when sent', async () => {
    const [alice, blocked] = [freshAddress(), freshAddress()];
    await mintUsdc(url, usdc, alice, 5_000_000n);
    await fundNative(url, alice, 10n ** 17n);
    await setUsdcBlocked(url, usdc, blocked, true);

    // Estimating gas runs the call, so a sender that estimates learns the reason before sending.
    const data = encodeFunctionData({ abi: testUsdcAbi, functionName: 'transfer', args: [blocked, 1_000_000n] });
    const estimate = await rpc(url, 'eth_estimateGas', [{ from: alice, to: usdc, data }]).catch((e: unknown) => e);
    expect(estimate).toBeInstanceOf(RpcError);
    expect((estimate as RpcError).rpcMessage).toContain(BLOCKED_REASON);

    // Sent anyway, the transaction is mined and fails on chain (status 0): the failed-send path.
    const sent = await transferUsdc(url, usdc, alice, blocked, 1_000_000n).catch((e: unknown) => e);
    expect(sent).toBeInstanceOf(TransactionReverted);
    const failed = await receipt(url, (sent as TransactionReverted).hash);
    expect(failed?.status).toBe('0x0');
    expect(await balanceOf(url, usdc, alice)).toBe(5_000_000n);
    expect(await balanceOf(url, usdc, blocked)).toBe(0n);

    await setUsdcBlocked(url, usdc, blocked, false);
    await transferUsdc(url, usdc, alice, blocked, 1_000_000n);
    expect(await balanceOf(url, usdc, blocked)).toBe(1_000_000n);
  });

  it('a reorg removes a mined transfer: its receipt disappears, the balances go back and the height stays', async () => {
    const [alice, bob] = [freshAddress(), freshAddress()];
    await mintUsdc(url, usdc, alice, 10_000_000n);
    await fundNative(url, alice, 10n ** 17n);
    await mine(url, 2); // the mint sits two blocks deep, below the reorg

    const hash = await transferUsdc(url, usdc, alice, bob, 4_000_000n);
    const mined = await waitForReceipt(url, hash);
    const height = await blockNumber(url);
    expect(BigInt(mined.blockNumber)).toBe(height);
    expect(await balanceOf(url, usdc, bob)).toBe(4_000_000n);

    await reorg(url, 1);
    expect(await blockNumber(url)).toBe(height);
    const replaced = await rpc<{ hash: string; transactions: string[] }>(url, 'eth_getBlockByNumber', [mined.blockNumber, false]);
    expect(replaced.hash).not.toBe(mined.blockHash);
    expect(replaced.transactions).not.toContain(hash);
    expect(await receipt(url, hash)).toBeNull();
    expect(await balanceOf(url, usdc, bob)).toBe(0n);
    expect(await balanceOf(url, usdc, alice)).toBe(10_000_000n);

    // The removed transaction is not waiting to be mined again.
    await mine(url, 1);
    expect(await receipt(url, hash)).toBeNull();
    expect(await balanceOf(url, usdc, bob)).toBe(0n);
  });

  it('with automine off a transaction stays pending until a block is mined, and a dropped one never lands', async () => {
    const [alice, bob, carol] = [freshAddress(), freshAddress(), freshAddress()];
    await mintUsdc(url, usdc, alice, 3_000_000n);
    await fundNative(url, alice, 10n ** 17n);
    await setAutomine(url, false);
    try {
      const height = await blockNumber(url);
      const pending = await transferUsdc(url, usdc, alice, bob, 1_000_000n);
      expect(await receipt(url, pending)).toBeNull();
      expect(await balanceOf(url, usdc, bob)).toBe(0n);
      expect(await blockNumber(url)).toBe(height);

      await mine(url, 1);
      expect((await receipt(url, pending))?.status).toBe('0x1');
      expect(await balanceOf(url, usdc, bob)).toBe(1_000_000n);

      const dropped = await transferUsdc(url, usdc, alice, carol, 1_000_000n);
      await dropTransaction(url, dropped);
      await mine(url, 1);
      expect(await receipt(url, dropped)).toBeNull();
      expect(await rpc(url, 'eth_getTransactionByHash', [dropped])).toBeNull();
      expect(await balanceOf(url, usdc, carol)).toBe(0n);
    } finally {
      await setAutomine(url, true);
    }
  });
});

describe('the local chain across restarts and exits', () => {
  it('with a data folder, a restart keeps the chain and reuses the deployed token', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-chain-data-'));
    try {
      const first = await startLocalChain({ dataDir });
      if ('unavailable' in first) throw new Error(first.unavailable);
      const holder = freshAddress();
      await mintUsdc(first.url, first.tokens.USDC, holder, 7_000_000n);
      await first.stop();

      const second = await startLocalChain({ dataDir });
      if ('unavailable' in second) throw new Error(second.unavailable);
      try {
        expect(second.tokens.USDC).toBe(first.tokens.USDC);
        expect(await balanceOf(second.url, second.tokens.USDC, holder)).toBe(7_000_000n);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves no anvil behind when the process that started it exits without stopping it', async () => {
    const script = `const { startAnvil } = await import(${JSON.stringify(resolve(import.meta.dirname, '../../infra/local/chain/anvil.ts'))});
      const anvil = await startAnvil();
      if ('unavailable' in anvil) { console.error(anvil.unavailable); process.exit(3); }
      console.log(anvil.url);
      process.exit(0);`;
    const childUrl = await new Promise<string>((done, fail) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout, stderr) =>
        error ? fail(new Error(stderr)) : done(stdout.trim()),
      ),
    );
    expect(childUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answered = await rpc(childUrl, 'eth_chainId').then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
  });
});

describe('npm run fund:local', () => {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  let stateDir: string;

  beforeAll(() => {
    // A state file of our own describing this test's chain, as `npm start` would write it.
    stateDir = mkdtempSync(join(tmpdir(), 'wallet-chain-fund-'));
    writeFileSync(
      join(stateDir, 'state.json'),
      JSON.stringify({ pid: process.pid, chain: { url, chainId: chain.chainId, tokens: chain.tokens } }),
    );
  });

  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  function fund(args: string[], dir = stateDir): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((done) => {
      execFile(
        process.execPath,
        ['scripts/fund-local.ts', ...args],
        { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', LOCAL_STATE_DIR: dir } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('adds ETH and mints USDC to the address on the chain named by the state file', async () => {
    const address = freshAddress();
    await fundNative(url, address, 10n ** 18n);
    const result = await fund(['--address', address, '--eth', '1.5', '--usdc', '100.25']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await nativeBalance(url, address)).toBe(25n * 10n ** 17n);
    expect(await balanceOf(url, usdc, address)).toBe(100_250_000n);
    expect(result.stdout).toContain('USDC: 100.25');
  });

  it('refuses bad input with the usage and exit code 2, and says when no stack or no chain is running', async () => {
    for (const args of [
      ['--eth', '1'],
      ['--address', '0x1234', '--eth', '1'],
      ['--address', freshAddress()],
      ['--address', freshAddress(), '--usdc', '1.0000001'],
      ['--address', freshAddress(), '--eth', '-1'],
    ]) {
      const result = await fund(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run fund:local');
    }
    const other = mkdtempSync(join(tmpdir(), 'wallet-chain-fund-'));
    try {
      const none = await fund(['--address', freshAddress(), '--eth', '1'], other);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('No running local stack found');
      // A stack started without its chain (live custody off).
      writeFileSync(join(other, 'state.json'), JSON.stringify({ pid: process.pid }));
      const noChain = await fund(['--address', freshAddress(), '--eth', '1'], other);
      expect(noChain.code).toBe(1);
      expect(noChain.stderr).toContain('has no local chain');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
