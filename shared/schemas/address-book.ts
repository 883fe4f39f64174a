/** Request schemas of the address book (contract 17); responses: shared/responses/address-book.ts. */
import * as z from 'zod/mini';
import { idempotencyKeySchema, oneOf, paginationQuerySchema, uuidSchema, trimmedText } from '#shared/schemas/common.ts';
import { assetSymbolSchema, networkCodeSchema } from '#shared/schemas/wallets.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const TRUST_STATUSES = ['trusted', 'untrusted'] as const;
export const ENTRY_STATUSES = ['active', 'archived'] as const;

const label = /* @__PURE__ */ droppable(() => trimmedText(100));
const notes = /* @__PURE__ */ droppable(() => z.string().check(z.maxLength(1000, 'Must be at most 1000 characters.')));
const trust = /* @__PURE__ */ droppable(() => oneOf(TRUST_STATUSES));

export const createEntryBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    label,
    address: trimmedText(128),
    network_code: networkCodeSchema,
    asset_symbol: withMeta(z.optional(assetSymbolSchema), {
      description:
        'An asset the entry’s network carries, as `supported_networks` of `GET /v1/workspace/networks` lists it (e.g. `USDC`); otherwise 400.',
    }),
    notes: z.optional(notes),
    trust_status: z.optional(trust),
    idempotency_key: withMeta(z.optional(idempotencyKeySchema), {
      description:
        'Makes the create repeatable: the same key and body return the entry made first (`Idempotent-Replayed: true`). Kept 25 hours.',
    }),
  }),
);
export type CreateEntryInput = z.infer<typeof createEntryBody>;

/** Address and network never change: archive the entry and create another instead. */
export const patchEntryBody = /* @__PURE__ */ droppable(() =>
  withMeta(
    z
      .strictObject({
        label: z.optional(label),
        asset_symbol: z.optional(z.nullable(assetSymbolSchema)),
        notes: z.optional(z.nullable(notes)),
        trust_status: z.optional(trust),
      })
      .check(z.refine((b) => Object.keys(b).length > 0, 'Send at least one of label, asset_symbol, notes, trust_status.')),
    { minProperties: 1 },
  ),
);
export type PatchEntryInput = z.infer<typeof patchEntryBody>;

export const entryIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ entryId: withMeta(uuidSchema, { description: 'The address book entry id.' }) }),
);
export const listEntriesQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    network_code: withMeta(z.optional(networkCodeSchema), { description: 'Only entries on this network.' }),
    status: withMeta(z.optional(oneOf(ENTRY_STATUSES)), {
      description: 'Only entries in this status.',
    }),
  }),
);
