import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { listEntries } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.listAddressBook, async ({ tenant, query }) => ({
  data: await listEntries(tenant, query),
}));
