/**
 * Compiles TestUSDC.sol with solcjs (the `solc` package: the compiler as WebAssembly, so nothing
 * is downloaded) against the OpenZeppelin contracts in node_modules. solcjs takes seconds to load
 * and compile, so the output is cached in a folder keyed by everything that decides it: the
 * source, the solc and OpenZeppelin versions and the compiler settings. A repeated start or test
 * run reads the cache instead (docs/local-stack.md gives the timings).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  /** Creation bytecode, 0x-prefixed. */
  bytecode: Hex;
}

export const TEST_USDC_SOURCE_PATH = join(import.meta.dirname, 'TestUSDC.sol');
const CONTRACT_NAME = 'TestUSDC';
const SOURCE_UNIT = 'TestUSDC.sol';

const require = createRequire(import.meta.url);

// evmVersion pinned below anvil's default hardfork, so the same bytecode also deploys on a chain
// started with an older one.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { [SOURCE_UNIT]: { [CONTRACT_NAME]: ['abi', 'evm.bytecode.object'] } },
} as const;

/** The default cache folder: under the OS temp folder, shared by every checkout and test run. */
export const defaultCompileCacheDir = () => join(tmpdir(), 'wallet-local-chain-solc-cache');

/** The cache key: a hash of everything the compiler output depends on. */
export function compileCacheKey(source: string = readFileSync(TEST_USDC_SOURCE_PATH, 'utf8')): string {
  return createHash('sha256')
    .update(
      JSON.stringify({ source, solc: packageVersion('solc'), openzeppelin: packageVersion('@openzeppelin/contracts'), settings: SETTINGS }),
    )
    .digest('hex')
    .slice(0, 32);
}

/**
 * TestUSDC's ABI and creation bytecode: from the cache when it holds this exact source and
 * toolchain, else compiled (and then cached). `cacheDir` may be the stack's data folder.
 */
export async function compileTestUsdc(options: { cacheDir?: string } = {}): Promise<CompiledContract> {
  const source = readFileSync(TEST_USDC_SOURCE_PATH, 'utf8');
  const dir = options.cacheDir ?? defaultCompileCacheDir();
  const file = join(dir, `TestUSDC-${compileCacheKey(source)}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CompiledContract;
    if (Array.isArray(cached.abi) && typeof cached.bytecode === 'string' && cached.bytecode.startsWith('0x')) return cached;
  } catch {
    // Missing or unreadable: compile below.
  }
  const compiled = await compileSource(source);
  mkdirSync(dir, { recursive: true });
  // Written under a unique name and renamed: parallel test workers may compile at the same time,
  // and a reader must never see half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, file);
  return compiled;
}

/** Runs solcjs on the source, uncached. Throws with the compiler's messages on any error. */
export async function compileSource(source: string): Promise<CompiledContract> {
  // Loaded only here: requiring solc instantiates the whole compiler, which takes seconds.
  const solc = (await import('solc')).default;
  const input = { language: 'Solidity', sources: { [SOURCE_UNIT]: { content: source } }, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc could not compile ${SOURCE_UNIT}:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts?.[SOURCE_UNIT]?.[CONTRACT_NAME];
  if (!contract?.evm.bytecode.object) throw new Error(`solc produced no bytecode for ${CONTRACT_NAME}.`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/** solc's import callback: `@openzeppelin/...` (and any other package path) from node_modules only. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `Not found in node_modules: ${path}` };
  }
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}
