import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { addressBookRoutes as routes } from '#shared/routes/address-book.ts';
import { requireEntry, toEntryView } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.getAddressBookEntry, async ({ tenant, params }) => ({
  data: { entry: toEntryView(await requireEntry(tenant, params.entryId)) },
}));
