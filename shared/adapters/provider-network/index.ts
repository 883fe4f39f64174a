/** The provider network of this process, chosen once by PROVIDER_NETWORK_MODE. */
import * as config from '#shared/config.ts';
import { hybridProviderNetwork } from '#shared/adapters/provider-network/hybrid.ts';
import { mockProviderNetwork } from '#shared/adapters/provider-network/mock.ts';
import type { ProviderNetwork } from '#shared/adapters/provider-network/types.ts';

export const providerNetwork: ProviderNetwork = config.PROVIDER_NETWORK_MODE === 'hybrid' ? hybridProviderNetwork : mockProviderNetwork;
