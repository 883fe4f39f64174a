/**
 * Live custody in the local stack (docs/live-custody.md, On your machine): with moto's KMS and a
 * local chain (anvil with a test USDC) both running, the stack turns live custody on for
 * `ethereum` (`LIVE_CUSTODY_NETWORKS`) and gives the `live-chains` secret the local chain under
 * that name, unless `npm start`'s environment already sets either; `LIVE_CUSTODY=off` keeps it
 * off. Without moto or the chain live stays off, as in a deployment without
 * `-c liveCustodyNetworks=...`, and one line says what to install.
 */
import type { LocalChainState } from '#infra/local/state-file.ts';

export type LocalLiveCustody = { on: true; chain: LocalChainState } | { on: false; why: string };

/** The confirmations and waits of the local chain: blocks come every second, so seconds are enough. */
function localChainSecret(chain: LocalChainState): string {
  const confirmations = Number(process.env.LOCAL_CHAIN_CONFIRMATIONS ?? 2);
  const stuckAfter = Number(process.env.LOCAL_CHAIN_STUCK_AFTER_SECONDS ?? 30);
  const deliveryWait = Number(process.env.LOCAL_CHAIN_DELIVERY_WAIT_SECONDS ?? 60);
  return JSON.stringify({
    ethereum: {
      rpc_url: chain.url,
      chain_id: chain.chainId,
      confirmations,
      poll_seconds: 1,
      stuck_after_seconds: stuckAfter,
      delivery_wait_seconds: deliveryWait,
      start_block: 0,
      tokens: chain.tokens,
    },
  });
}

/** Decides, and sets the environment the functions' settings and secrets are read from. */
export function enableLocalLiveCustody(
  kms: { url: string } | { unavailable: string },
  chain: LocalChainState | { unavailable: string },
): LocalLiveCustody {
  if (process.env.LIVE_CUSTODY === 'off') return { on: false, why: 'LIVE_CUSTODY=off' };
  if ('unavailable' in kms) return { on: false, why: kms.unavailable };
  if ('unavailable' in chain) return { on: false, why: chain.unavailable };
  process.env.LIVE_CUSTODY_NETWORKS ??= 'ethereum';
  process.env.LIVE_CHAINS ??= localChainSecret(chain);
  return { on: true, chain };
}

/** Blocks every second, like a real chain: confirmations come whether or not anyone sends. */
export async function mineEverySecond(url: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_setIntervalMining', params: [1] }),
  });
  const body = (await res.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`anvil refused interval mining: ${body.error.message}`);
}
