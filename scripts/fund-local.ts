/**
 * `npm run fund:local -- --address 0x.. [--eth 1] [--usdc 100]`: funds an address on the running
 * local stack's EVM chain, found through the stack's state file (`LOCAL_STATE_DIR` as for
 * `npm start`). ETH is added to the address's balance (anvil_setBalance, no transaction); USDC is
 * minted to it in a real transaction from anvil's dev account, so a wallet sees a Transfer event
 * as it would from a deposit. Prints the new balances. docs/local-stack.md describes it.
 */
import { parseArgs } from 'node:util';
import { type Address, formatEther, formatUnits, getAddress, isAddress, parseEther, parseUnits } from 'viem';
import { readLiveState, stateDir, statePath } from '#infra/local/state-file.ts';
import { balanceOf, fundNative, mintUsdc, nativeBalance } from '#shared/fixtures/chain.ts';

const USAGE = `Usage: npm run fund:local -- --address <0x address> [--eth <amount>] [--usdc <amount>]

  --address  the address to fund (a live wallet's address)
  --eth      ETH to add to its balance, in ETH (e.g. 1 or 0.5)
  --usdc     test USDC to mint to it, in USDC (e.g. 100 or 2.5; 6 decimals)

Needs a running \`npm start\` with its local chain. Environment: LOCAL_STATE_DIR (default .local/).`;

const USDC_DECIMALS = 6;

class UsageError extends Error {}

/** A positive decimal amount with at most `decimals` places, in base units. */
function amount(flag: string, value: string | undefined, decimals: number): bigint | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[2]?.length ?? 0) > decimals)
    throw new UsageError(`--${flag} must be a positive amount with at most ${decimals} decimals, got "${value}".`);
  const units = decimals === 18 ? parseEther(value) : parseUnits(value, decimals);
  if (units <= 0n) throw new UsageError(`--${flag} must be more than 0.`);
  return units;
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { address: { type: 'string' }, eth: { type: 'string' }, usdc: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  if (!values.address || !isAddress(values.address, { strict: false }))
    throw new UsageError(`--address must be a 0x-prefixed 20-byte hex address.`);
  const address: Address = getAddress(values.address);
  const eth = amount('eth', values.eth, 18);
  const usdc = amount('usdc', values.usdc, USDC_DECIMALS);
  if (eth === undefined && usdc === undefined) throw new UsageError('Give --eth, --usdc or both.');

  const dir = stateDir();
  const state = readLiveState(dir);
  if (!state) throw new Error(`No running local stack found (${statePath(dir)}). Start one with \`npm start\`.`);
  if (!state.chain)
    throw new Error(`The running local stack (pid ${state.pid}) has no local chain: live custody is off (its start-up lines say why).`);
  const { url, chainId, tokens } = state.chain;
  const token = tokens.USDC;
  if (usdc !== undefined && (!token || !isAddress(token, { strict: false })))
    throw new Error('The local chain has no USDC token in the state file.');

  if (eth !== undefined) await fundNative(url, address, (await nativeBalance(url, address)) + eth);
  if (usdc !== undefined) await mintUsdc(url, token as Address, address, usdc);

  const lines = [`Funded ${address} on the local chain ${chainId} (${url}):`, `  ETH:  ${formatEther(await nativeBalance(url, address))}`];
  if (token) lines.push(`  USDC: ${formatUnits(await balanceOf(url, token as Address, address), USDC_DECIMALS)} (token ${token})`);
  console.log(lines.join('\n'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof Error ? error.message : String(error));
  if (usage) console.error(`\n${USAGE}`);
  process.exit(usage ? 2 : 1);
});
