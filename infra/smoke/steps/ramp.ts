/** Step 7: a sandbox ramp payment, created, read back and cancelled. */
import { expectData, StepFailure } from '#infra/smoke/client.ts';
import type { Step } from '#infra/smoke/step.ts';
import { waitFor } from '#infra/smoke/wait.ts';

interface Payment {
  reference: string;
  status: string;
}

/**
 * An off-ramp of USDC on ethereum to a Nigerian bank account (docs/ramp.md). The amount ends in
 * 03, the sandbox's never-funded path: the payment stays cancellable until its funding deadline
 * instead of moving on to processing by itself.
 */
const OFF_RAMP = {
  direction: 'off_ramp',
  rail: 'bank',
  source_asset: 'USDC',
  source_network: 'ethereum',
  source_amount: '250000003',
  destination_asset: 'NGN',
  country_code: 'NG',
  destination: { bank_account: { account_name: 'Smoke Test', account_number: '0123456789', bank_code: '058' } },
};

export const ramp: Step = {
  name: 'ramp',
  needs: 'envelope-auth',
  async run({ api, signal, runId }) {
    const reply = await api.call('POST', '/v1/ramp/payments', {
      body: { ...OFF_RAMP, idempotency_key: `smoke-${runId}-ramp`, metadata: { smoke_run: runId } },
    });
    const created = expectData<Payment>(reply, 201);
    const ref = created.reference;
    expectStatus(created, ['pending'], 'created');

    const path = `/v1/ramp/payments/${encodeURIComponent(ref)}`;
    // A deployed read may miss a write for a moment: a 404 is waited out, any other answer fails.
    const read = await waitFor(signal, `${path} to find the payment`, async () => {
      const got = await api.call('GET', path);
      if (got.status === 404) return { done: false, seen: '404' };
      return { done: true, value: expectData<Payment>(got, 200) };
    });
    if (read.reference !== ref) throw new StepFailure(`GET ${path} answered payment ${read.reference}`);
    expectStatus(read, ['pending', 'requires_action'], 'read back');

    const canceled = expectData<Payment>(await api.call('POST', `${path}/cancel`), 200);
    expectStatus(canceled, ['cancelled'], 'after cancel');
    return `payment ${ref} created pending, read back, cancelled`;
  },
};

function expectStatus(payment: Payment, allowed: string[], when: string): void {
  if (!allowed.includes(payment.status)) {
    throw new StepFailure(`payment ${payment.reference} is ${payment.status} ${when}; expected ${allowed.join(' or ')}`);
  }
}
