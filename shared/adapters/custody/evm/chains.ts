/**
 * The live chains of KMS custody, from the `live-chains` secret (docs/live-custody.md): per
 * catalogue network, its JSON-RPC URL (in a secret because provider URLs embed keys), its chain
 * id, how many confirmations make a transaction final, and when a pending transaction counts as
 * stuck. Token contracts come from the catalogue's CAIP-19 ids; a test chain names its own in
 * `tokens`. Only the live custody consumer and the deposit watcher read it; the networks served
 * are the `LIVE_CUSTODY_NETWORKS` setting, and one of them the secret does not list cannot move.
 */
import * as z from 'zod/mini';
import * as config from '#shared/config.ts';
import { readSecret } from '#shared/adapters/secret-store.ts';
import { networkProfile } from '#shared/model/networks/profile.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';

export type Address = `0x${string}`;

export interface LiveChain {
  network: NetworkCode;
  rpcUrl: string;
  chainId: number;
  /** Blocks on top of a transaction's own before it is final (1 = its own block is enough). */
  confirmations: number;
  /** A broadcast transaction still pending after this long is replaced at the same nonce with higher fees. */
  stuckAfterSeconds: number;
  /** Seconds between two looks at a pending withdrawal (about a block time). */
  pollSeconds: number;
  /** Where the deposit watcher's first pass starts; by default a window behind the head. */
  startBlock: bigint | undefined;
  /** A live on-ramp the partner reported succeeded with no deposit linked this long after is an alarm (docs/ramp.md, Delivery). */
  deliveryWaitSeconds: number;
  /** Contract of each ERC-20 asset of the network, lower case, by symbol. */
  tokens: Readonly<Record<string, Address>>;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const chainSchema = z.object({
  rpc_url: z.string().check(z.regex(/^https?:\/\/\S+$/)),
  chain_id: z.number().check(z.int(), z.positive()),
  confirmations: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 12),
  stuck_after_seconds: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(86_400)), 300),
  poll_seconds: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(900)), 12),
  start_block: z.optional(z.number().check(z.int(), z.minimum(0))),
  delivery_wait_seconds: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(7 * 86_400)), 1800),
  tokens: z.optional(z.record(z.string(), z.string().check(z.regex(ADDRESS)))),
});
const secretSchema = z.record(z.string(), chainSchema);

/**
 * The live-chains secret holds no JSON yet: the data stack's generated placeholder, which stays
 * until an operator puts the chains. Live custody cannot move until then, and says so once.
 */
export class LiveChainsUnconfigured extends Error {
  constructor() {
    super(
      'live-chains secret: not configured yet (its value is not JSON, such as the generated placeholder); put the chains as docs/live-custody.md says',
    );
    this.name = 'LiveChainsUnconfigured';
  }
}

/**
 * Where an issue is, without the secret's content: a network code of the catalogue is named (it
 * is not secret), another key only by its position, then the field (`tokens`, not the token).
 */
function issuePath(path: readonly PropertyKey[], keys: readonly string[]): string {
  const [first, field] = path.map(String);
  if (first === undefined) return 'the value';
  const entry = networkProfile(first) ? first : `entry ${keys.indexOf(first) + 1}`;
  return field === undefined ? entry : `${entry}.${field}`;
}

/**
 * The chains in a secret's JSON; throws `LiveChainsUnconfigured` for a value that is not JSON,
 * and otherwise names what is wrong (only EVM catalogue networks). No message quotes the value:
 * RPC URLs embed provider keys, and these messages reach the logs.
 */
export function parseLiveChains(json: string): Map<NetworkCode, LiveChain> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // JSON.parse's message quotes the text around the fault: never passed on.
    throw new LiveChainsUnconfigured();
  }
  const parsed = secretSchema.safeParse(value);
  const keys = value && typeof value === 'object' ? Object.keys(value) : [];
  if (!parsed.success)
    throw new Error(`live-chains secret: ${parsed.error.issues.map((i) => `${issuePath(i.path, keys)}: ${i.message}`).join('; ')}`);
  const chains = new Map<NetworkCode, LiveChain>();
  for (const [code, raw] of Object.entries(parsed.data)) {
    const profile = networkProfile(code);
    if (!profile) throw new Error(`live-chains secret: ${issuePath([code], keys)} is not a network of the catalogue`);
    if (profile.address_format !== 'evm') throw new Error(`live-chains secret: ${code} is not an EVM network`);
    const tokens: Record<string, Address> = {};
    for (const asset of profile.assets) {
      if (asset.native) continue;
      const named = raw.tokens?.[asset.symbol] ?? asset.caip19.split(':').pop()!;
      tokens[asset.symbol] = named.toLowerCase() as Address;
    }
    chains.set(profile.code, {
      network: profile.code,
      rpcUrl: raw.rpc_url,
      chainId: raw.chain_id,
      confirmations: raw.confirmations,
      stuckAfterSeconds: raw.stuck_after_seconds,
      pollSeconds: raw.poll_seconds,
      startBlock: raw.start_block === undefined ? undefined : BigInt(raw.start_block),
      deliveryWaitSeconds: raw.delivery_wait_seconds,
      tokens,
    });
  }
  return chains;
}

let cached: { json: string; chains: Map<NetworkCode, LiveChain> } | undefined;

/** The live chains, or an empty map when live custody is off or the secret is not declared here. */
export async function liveChains(): Promise<Map<NetworkCode, LiveChain>> {
  if (!config.LIVE_CUSTODY_NETWORKS || !config.LIVE_CHAINS_SECRET_ARN) return new Map();
  const json = await readSecret(config.LIVE_CHAINS_SECRET_ARN);
  if (cached?.json !== json) cached = { json, chains: parseLiveChains(json) };
  return cached.chains;
}

/** The chain serving `network` in live, or undefined. */
export async function liveChain(network: string): Promise<LiveChain | undefined> {
  return (await liveChains()).get(network as NetworkCode);
}
