/** Response schemas of the address book (contract 17), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { ENTRY_STATUSES, TRUST_STATUSES } from '#shared/schemas/address-book.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';

export const entrySchema = withMeta(
  z.object({
    id: uuidSchema,
    label: z.string(),
    address: z.string(),
    network_code: z.string(),
    trust_status: z.enum(TRUST_STATUSES),
    status: z.enum(ENTRY_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: userReferenceSchema,
    asset_symbol: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    archived_at: z.nullable(z.string()),
  }),
  { id: 'AddressBookEntry', description: 'A named external address of the workspace.' },
);
export type EntryView = z.infer<typeof entrySchema>;
export const entryResponse = z.object({ entry: entrySchema });

export const addressBookResponses = {
  listAddressBook: pageOf(entrySchema),
  createAddressBookEntry: entryResponse,
  getAddressBookEntry: entryResponse,
  updateAddressBookEntry: entryResponse,
  archiveAddressBookEntry: entryResponse,
} satisfies Record<string, z.ZodMiniType>;
