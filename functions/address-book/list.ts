import { http } from '#shared/http/pipeline.ts';
// The area's routes only: importing the whole table would build every area's schemas at cold start.
import { addressBookRoutes as routes } from '#shared/routes/address-book.ts';
import { listEntries } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.listAddressBook, async ({ tenant, query }) => ({
  data: await listEntries(tenant, query),
}));
