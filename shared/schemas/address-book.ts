/** Request and response schemas of the address book (contract 17). */
import * as z from 'zod';
import { paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';
import { assetSymbolSchema, networkCodeSchema } from '#shared/schemas/wallets.ts';

export const TRUST_STATUSES = ['trusted', 'untrusted'] as const;
export const ENTRY_STATUSES = ['active', 'archived'] as const;

const label = z.string().trim().min(1, 'Must not be empty.').max(100, 'Must be at most 100 characters.');
const notes = z.string().max(1000, 'Must be at most 1000 characters.');
const trust = z.enum(TRUST_STATUSES, { message: `Must be one of: ${TRUST_STATUSES.join(', ')}.` });

export const createEntryBody = z.strictObject({
  label,
  address: z.string().trim().min(1, 'Must not be empty.').max(128, 'Must be at most 128 characters.'),
  network_code: networkCodeSchema,
  asset_symbol: assetSymbolSchema.optional(),
  notes: notes.optional(),
  trust_status: trust.optional(),
});
export type CreateEntryInput = z.infer<typeof createEntryBody>;

/** Address and network never change: archive the entry and create another instead. */
export const patchEntryBody = z
  .strictObject({
    label: label.optional(),
    asset_symbol: assetSymbolSchema.nullable().optional(),
    notes: notes.nullable().optional(),
    trust_status: trust.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one of label, asset_symbol, notes, trust_status.');
export type PatchEntryInput = z.infer<typeof patchEntryBody>;

export const entrySchema = z.object({
  id: uuidSchema,
  label: z.string(),
  address: z.string(),
  network_code: z.string(),
  trust_status: z.enum(TRUST_STATUSES),
  status: z.enum(ENTRY_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: userReferenceSchema,
  asset_symbol: z.string().nullable(),
  notes: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type EntryView = z.infer<typeof entrySchema>;

export const entryResponse = z.object({ entry: entrySchema });
export const entryIdParams = z.strictObject({ entryId: uuidSchema.meta({ description: 'The address book entry id.' }) });
export const listEntriesQuery = paginationQuerySchema.extend({
  network_code: networkCodeSchema.optional().meta({ description: 'Only entries on this network.' }),
  status: z.enum(ENTRY_STATUSES, { message: `Must be one of: ${ENTRY_STATUSES.join(', ')}.` }).optional().meta({ description: 'Only entries in this status.' }),
});
