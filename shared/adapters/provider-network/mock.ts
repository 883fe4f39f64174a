/** The `mock` adapter: the in-process catalogue; payments are accepted at once, locally. */
import { hash } from 'node:crypto';
import { mockProviders } from '#shared/adapters/provider-network/mock-catalogue.ts';
import type { ProviderNetwork } from '#shared/adapters/provider-network/types.ts';

export const mockProviderNetwork: ProviderNetwork = {
  mode: 'mock',
  listProviders: async (environment) => mockProviders(environment),
  submitPayment: async (_environment, submission) => {
    // Deterministic per payment, so a retried submission names the same provider payment.
    const digest = hash('sha256', submission.reference).slice(0, 12).toUpperCase();
    return { provider_reference: `${submission.provider.code.toUpperCase()}-${digest}` };
  },
};
