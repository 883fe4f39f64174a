/**
 * One JSON-RPC client per live chain and container (viem). Only the live custody consumer and the
 * deposit watcher import this, so only they carry the EVM library.
 */
import { createPublicClient, http, type PublicClient } from 'viem';
import type { LiveChain } from '#shared/adapters/custody/evm/chains.ts';

const clients = new Map<string, PublicClient>();

export function rpcClient(chain: LiveChain): PublicClient {
  let client = clients.get(chain.rpcUrl);
  if (!client) {
    // No batching or caching: every read must see the chain as it is now.
    client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 2, timeout: 10_000 }), cacheTime: 0 }) as PublicClient;
    clients.set(chain.rpcUrl, client);
  }
  return client;
}
