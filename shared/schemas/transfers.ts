/** Request schemas of transfers and the approval setting (contract 11 and 12); responses: shared/responses/transfers.ts. */
import * as z from 'zod/mini';
import { APPROVAL_STATES, TRANSFER_STATUSES } from '#shared/model/transfers/state-machine.ts';
import { oneOf, paginationQuerySchema, uuidSchema, trimmedText } from '#shared/schemas/common.ts';
import { assetSymbolSchema, baseUnitsSchema, networkCodeSchema } from '#shared/schemas/wallets.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

// Each branch names the property it requires: JSON Schema does not need it, OpenAPI linters do.
const EXACTLY_ONE_TARGET = [
  { properties: { to_address: { type: 'string' } }, required: ['to_address'] },
  { properties: { address_book_entry_id: { type: 'string' } }, required: ['address_book_entry_id'] },
];

export const createTransferBody = /* @__PURE__ */ droppable(() =>
  withMeta(
    z
      .strictObject({
        wallet_id: uuidSchema,
        network_code: networkCodeSchema,
        asset_symbol: assetSymbolSchema,
        amount_base_units: baseUnitsSchema,
        to_address: z.optional(trimmedText(128)),
        address_book_entry_id: z.optional(uuidSchema),
        description: z.optional(z.string().check(z.maxLength(500, 'Must be at most 500 characters.'))),
        idempotency_key: z.optional(
          z.string().check(z.minLength(1, 'Must not be empty.'), z.maxLength(255, 'Must be at most 255 characters.')),
        ),
        dry_run: z.optional(z.boolean({ message: 'Must be true or false.' })),
      })
      .check(
        z.refine((b) => (b.to_address === undefined) !== (b.address_book_entry_id === undefined), {
          message: 'Send exactly one of to_address and address_book_entry_id.',
          path: ['to_address'],
        }),
      ),
    { oneOf: EXACTLY_ONE_TARGET },
  ),
);
export type CreateTransferInput = z.infer<typeof createTransferBody>;

export const transferIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ activityId: withMeta(uuidSchema, { description: 'The transfer activity id (TransferActivity.id).' }) }),
);

export const listTransfersQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    approval_state: withMeta(z.optional(oneOf(APPROVAL_STATES)), {
      description: 'Only transfers in this approval state.',
    }),
    status: withMeta(z.optional(oneOf(TRANSFER_STATUSES)), {
      description: 'Only transfers in this status.',
    }),
    wallet_id: withMeta(z.optional(uuidSchema), { description: 'Only transfers from this wallet.' }),
    network_code: withMeta(z.optional(networkCodeSchema), { description: 'Only transfers on this network.' }),
  }),
);

/** The most approvals a workspace may require. */
export const MAX_REQUIRED_APPROVALS = 5;

export const putApprovalSettingsBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    approval_required: z.boolean({ message: 'Must be true or false.' }),
    required_approvals: z
      .number()
      .check(
        z.int('Must be a whole number.'),
        z.gte(1, 'Must be at least 1.'),
        z.lte(MAX_REQUIRED_APPROVALS, `Must be at most ${MAX_REQUIRED_APPROVALS}.`),
      ),
    passkey_required: withMeta(z.optional(z.boolean({ message: 'Must be true or false.' })), {
      description:
        "Every approval (transfers and setting changes) must carry a passkey's assertion over its approval intent. Turning it on applies at once; turning it off loosens (held for another member while approvals are required). Absent: unchanged.",
    }),
  }),
);
