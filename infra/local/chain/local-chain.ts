/**
 * The local EVM chain of live custody: anvil plus TestUSDC, deployed from anvil's first dev
 * account (which anvil keeps unlocked, so it signs through `eth_sendTransaction` and no key
 * appears here). One call starts it; the caller decides where its URL goes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Address, type Chain, createPublicClient, createWalletClient, defineChain, getAddress, http } from 'viem';
import { type AnvilOptions, type AnvilUnavailable, startAnvil } from '#infra/local/chain/anvil.ts';
import { compileCacheKey, compileTestUsdc } from '#infra/local/chain/compile.ts';

export interface LocalChain {
  url: string;
  chainId: number;
  /** Token contracts by asset symbol. */
  tokens: { USDC: Address };
  /** anvil's first dev account: funded with ETH, unlocked, the token's deployer. */
  devAccount: Address;
  stop(): Promise<void>;
}

/** A viem chain for the local anvil (viem wants one to send transactions). */
export function localChainDefinition(url: string, chainId: number): Chain {
  return defineChain({
    id: chainId,
    name: 'Local anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

/**
 * Starts anvil and deploys TestUSDC. With a data folder the chain persists, and so does the
 * token: a restart reuses the deployed contract while its source is unchanged, so addresses a
 * developer funded stay funded. `{ unavailable }` when anvil cannot run on this machine.
 */
export async function startLocalChain(options: AnvilOptions & { compileCacheDir?: string } = {}): Promise<LocalChain | AnvilUnavailable> {
  // Compiling first: it can take seconds and needs no chain, and a failure leaves nothing to stop.
  const compiled = await compileTestUsdc(options.compileCacheDir ? { cacheDir: options.compileCacheDir } : {});
  const anvil = await startAnvil(options);
  if ('unavailable' in anvil) return anvil;
  try {
    const chain = localChainDefinition(anvil.url, anvil.chainId);
    const publicClient = createPublicClient({ chain, transport: http(anvil.url) });
    const wallet = createWalletClient({ chain, transport: http(anvil.url) });
    const [devAccount] = await wallet.getAddresses();
    if (!devAccount) throw new Error('anvil reported no dev accounts.');
    const deploymentFile = options.dataDir ? join(resolve(options.dataDir), 'test-usdc.json') : undefined;
    const key = compileCacheKey();
    let usdc = deploymentFile ? await previousDeployment(deploymentFile, key, publicClient) : undefined;
    if (!usdc) {
      // The constructor takes no arguments, so the creation bytecode is the whole payload.
      const hash = await wallet.sendTransaction({ account: devAccount, chain, to: null, data: compiled.bytecode });
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`TestUSDC deployment failed (${hash}).`);
      usdc = getAddress(receipt.contractAddress);
      if (deploymentFile) writeFileSync(deploymentFile, `${JSON.stringify({ address: usdc, compileKey: key }, null, 2)}\n`);
    }
    return { url: anvil.url, chainId: anvil.chainId, tokens: { USDC: usdc }, devAccount: getAddress(devAccount), stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** The token deployed by an earlier start, if the persisted chain still has it and its source is unchanged. */
async function previousDeployment(
  file: string,
  compileKey: string,
  client: { getCode(args: { address: Address }): Promise<`0x${string}` | undefined> },
): Promise<Address | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { address: Address; compileKey: string };
    if (saved.compileKey !== compileKey) return undefined;
    const code = await client.getCode({ address: saved.address });
    return code && code !== '0x' ? saved.address : undefined;
  } catch {
    return undefined;
  }
}
