/** Steps 4 and 5: a sandbox wallet on the walk's network, then a sandbox deposit into it. */
import { expectData, StepFailure } from '#infra/smoke/client.ts';
import { balanceReaches } from '#infra/smoke/balances.ts';
import { ASSET, DEPOSIT_UNITS, NETWORK, earlier, type Step } from '#infra/smoke/step.ts';
import { waitFor } from '#infra/smoke/wait.ts';

interface Wallet {
  id: string;
  accounts: { network_code: string; address: string }[];
}

export const wallet: Step = {
  name: 'wallet',
  needs: 'settings',
  async run({ api, runId, state }) {
    const reply = await api.call('POST', '/v1/wallets', { body: { name: `Smoke ${runId}`, networks: [NETWORK] } });
    const created = expectData<{ wallet: Wallet }>(reply, 201).wallet;
    const account = created.accounts.find((a) => a.network_code === NETWORK);
    if (!account?.address) throw new StepFailure(`wallet ${created.id} was created without an ${NETWORK} address`);
    state.walletId = created.id;
    return `wallet ${created.id}, ${NETWORK} address ${account.address}`;
  },
};

export const deposit: Step = {
  name: 'deposit',
  needs: 'wallet',
  async run({ api, signal, state }) {
    const walletId = earlier(state, 'walletId');
    const reply = await api.call('POST', `/v1/sandbox/wallets/${walletId}/deposits`, {
      body: { network_code: NETWORK, asset_symbol: ASSET, amount_base_units: String(DEPOSIT_UNITS) },
    });
    const { transaction } = expectData<{ transaction: { id: string } }>(reply, 201);
    // The deposit confirms after the deployment's SANDBOX_SETTLEMENT_DELAY_SECONDS.
    await waitFor(
      signal,
      'the deposit to confirm in GET /v1/balances',
      balanceReaches(api, walletId, { balance: DEPOSIT_UNITS, available: DEPOSIT_UNITS, pending: 0n }),
    );
    state.funded = DEPOSIT_UNITS;
    return `${DEPOSIT_UNITS} base units of ${ASSET} confirmed (transaction ${transaction.id})`;
  },
};
