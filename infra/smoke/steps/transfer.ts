/**
 * Step 6: a transfer out of the funded wallet. With approvals required (the default) it waits
 * in `pending_approval` holding a reservation; the step cancels it and checks the reservation
 * is given back. With approvals off it is released at once and the amount leaves the wallet.
 */
import { expectData, StepFailure } from '#infra/smoke/client.ts';
import { balanceReaches } from '#infra/smoke/balances.ts';
import { ASSET, NETWORK, TRANSFER_DESTINATION, TRANSFER_UNITS, earlier, withCleanup, type Step } from '#infra/smoke/step.ts';
import { waitFor } from '#infra/smoke/wait.ts';

interface Transfer {
  id: string;
  approval_state: string;
  activity: { status: string };
}

export const transfer: Step = {
  name: 'transfer',
  needs: 'deposit',
  async run({ api, signal, runId, state, cleanupApi }) {
    const walletId = earlier(state, 'walletId');
    const funded = earlier(state, 'funded');
    const reply = await api.call('POST', '/v1/transfers', {
      body: {
        wallet_id: walletId,
        network_code: NETWORK,
        asset_symbol: ASSET,
        amount_base_units: String(TRANSFER_UNITS),
        to_address: TRANSFER_DESTINATION,
        description: `smoke ${runId}`,
        // One key per run: a retried request can never reserve twice.
        idempotency_key: `smoke-${runId}-transfer`,
      },
    });
    const created = expectData<Transfer>(reply, 201);
    const shown = `${created.approval_state}, ${created.activity.status}`;

    if (created.approval_state === 'not_required') {
      await waitFor(
        signal,
        'the amount to leave the available balance',
        balanceReaches(api, walletId, { available: funded - TRANSFER_UNITS }),
      );
      return `approvals are off: transfer ${created.id} released at once (${shown}); its amount leaves the wallet`;
    }
    if (created.approval_state !== 'pending_approval') {
      throw new StepFailure(`transfer ${created.id} is ${shown}; expected pending_approval (or not_required when approvals are off)`);
    }

    let canceled = false;
    return withCleanup(
      async () => {
        await waitFor(
          signal,
          'the amount to be reserved',
          balanceReaches(api, walletId, { available: funded - TRANSFER_UNITS, reserved: TRANSFER_UNITS }),
        );
        const after = expectData<Transfer>(await api.call('POST', `/v1/transfers/${created.id}/cancel`), 200);
        canceled = true;
        if (after.approval_state !== 'canceled' || after.activity.status !== 'canceled') {
          throw new StepFailure(
            `transfer ${created.id} is ${after.approval_state}, ${after.activity.status} after cancel; expected canceled, canceled`,
          );
        }
        await waitFor(signal, 'the reservation to be given back', balanceReaches(api, walletId, { available: funded, reserved: 0n }));
        return `transfer ${created.id} pending_approval, canceled; its reservation was given back`;
      },
      // A transfer left pending would hold its reservation until someone decides on it.
      async () => {
        if (!canceled) expectData(await cleanupApi().call('POST', `/v1/transfers/${created.id}/cancel`), 200);
      },
    );
  },
};
