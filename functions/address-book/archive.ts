import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { archiveAddressBookEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.archiveAddressBookEntry, async ({ tenant, params }) => ({
  data: { entry: await archiveAddressBookEntry(tenant, params.entryId) },
}));
