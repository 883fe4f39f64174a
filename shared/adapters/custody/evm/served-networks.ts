/**
 * The networks live KMS custody serves, from the `LIVE_CUSTODY_NETWORKS` setting: the API
 * functions need only this list (to refuse a wallet or a withdrawal on another network, and for
 * health), not the chains' RPC endpoints, which stay in the live-chains secret that only the
 * live custody consumer and the deposit watcher read.
 */
import * as config from '#shared/config.ts';
import { findNetwork, type NetworkCode } from '#shared/model/networks/catalogue.ts';

let parsed: { value: string; networks: readonly NetworkCode[] } | undefined;

/** The served networks; throws naming an entry that is not an EVM network of the catalogue. */
export function servedNetworks(): readonly NetworkCode[] {
  if (parsed?.value === config.LIVE_CUSTODY_NETWORKS) return parsed.networks;
  const networks = config.LIVE_CUSTODY_NETWORKS.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const wrong = networks.filter((n) => findNetwork(n)?.address_format !== 'evm');
  if (wrong.length > 0) throw new Error(`LIVE_CUSTODY_NETWORKS: not EVM networks of the catalogue: ${wrong.join(', ')}`);
  parsed = { value: config.LIVE_CUSTODY_NETWORKS, networks: networks as NetworkCode[] };
  return parsed.networks;
}
