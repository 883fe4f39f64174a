import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { updateEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.updateAddressBookEntry, async ({ tenant, params, body }) => ({
  data: { entry: await updateEntry(tenant, params.entryId, body) },
}));
