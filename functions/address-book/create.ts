import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { createEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.createAddressBookEntry, async ({ tenant, auth, body }) => ({
  data: { entry: await createEntry(tenant, auth.member, body) },
}));
