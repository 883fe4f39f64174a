/**
 * Custody where no provider is configured (`live` today): every call fails with 503
 * `custody_unavailable`, and balances report themselves unavailable instead of inventing numbers.
 */
import { ApiError } from '#shared/model/errors.ts';
import type { CustodyAccounts, CustodyPort } from '#shared/adapters/custody/port.ts';

export const NO_CUSTODY_MESSAGE =
  'No custody provider is configured for this environment; custody operations and balances are unavailable.';

/** 503 `custody_unavailable`. */
export function custodyUnavailable(): ApiError {
  return new ApiError('custody_unavailable', NO_CUSTODY_MESSAGE, { details: { provider: 'none' } });
}

export const unavailableCustody: CustodyPort & CustodyAccounts = {
  provider: 'none',
  networks: async () => [],
  health: async () => ({ available: false, error: NO_CUSTODY_MESSAGE }),
  createWallet: async () => {
    throw custodyUnavailable();
  },
  submitWithdrawal: async () => {
    throw custodyUnavailable();
  },
};
