/**
 * `POST /v1/transfers` as the route sees it: a dry run, a plain request, or an idempotent one.
 * With `idempotency_key` the shared idempotency module (`shared/domain/idempotency/`) claims the
 * key first and completes it in the transfer's own transaction: the same key and body replay the
 * transfer (`replayed: true`, as it is now, same id); another body is 409
 * `idempotency_key_reused`; a repeat while the first is running is 409
 * `idempotency_key_in_progress`; records are kept 25 hours. A refused request (422, 404 …)
 * releases the key, so it can be retried. Dry runs write nothing and ignore the key (`dry-run.ts`).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { dryRunOrCreate, type Submission } from '#shared/domain/dry-run.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { requestTransfer } from '#shared/domain/transfers/create.ts';
import { dryRunTransfer } from '#shared/domain/transfers/dry-run.ts';
import { showTransfer } from '#shared/domain/transfers/queries.ts';
import { newId } from '#shared/ids.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';
import type { DryRunView, TransferView } from '#shared/responses/transfers.ts';

export async function submitTransfer(
  tenant: TenantScope,
  member: UserReference,
  input: CreateTransferInput,
): Promise<Submission<DryRunView, TransferView>> {
  return dryRunOrCreate(
    input,
    () => dryRunTransfer(tenant, input),
    () => createTransfer(tenant, member, input),
  );
}

async function createTransfer(tenant: TenantScope, member: UserReference, input: CreateTransferInput) {
  if (input.idempotency_key === undefined) return { data: await requestTransfer(tenant, member, input, newId()), replayed: false };
  const { result, replayed } = await runIdempotent(
    { tenant, key: input.idempotency_key, operation: 'transfer.create', body: input, newResourceId: newId },
    (claim) => requestTransfer(tenant, member, input, claim.resourceId, [claim.completeItem]),
    (id) => showTransfer(tenant, id),
  );
  return { data: result, replayed };
}
