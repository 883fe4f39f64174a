/**
 * `POST /v1/ramp/payments` as the route sees it: a dry run (`dry-run.ts`), or a create,
 * idempotent when a key is given (`create-payment.ts`). A dry run writes nothing and ignores
 * `idempotency_key`, as a transfer's does.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { dryRunOrCreate, type Submission } from '#shared/domain/dry-run.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';
import { dryRunRampPayment } from '#shared/domain/ramp/dry-run.ts';
import type { RampDryRunView, RampPaymentView } from '#shared/responses/ramp.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { CreateRampPaymentInput } from '#shared/schemas/ramp.ts';

export function submitRampPayment(
  tenant: TenantScope,
  member: UserReference,
  input: CreateRampPaymentInput,
): Promise<Submission<RampDryRunView, RampPaymentView>> {
  return dryRunOrCreate(
    input,
    () => dryRunRampPayment(tenant, input),
    async () => {
      const { payment, replayed } = await createRampPayment(tenant, input, { member });
      return { data: payment, replayed };
    },
  );
}
