import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { addressBookRoutes as routes } from '#shared/routes/address-book.ts';
import { updateEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.updateAddressBookEntry, async ({ tenant, params, body }) => ({
  data: { entry: await updateEntry(tenant, params.entryId, body) },
}));
