import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { requireEntry, toEntryView } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.getAddressBookEntry, async ({ tenant, params }) => ({
  data: { entry: toEntryView(await requireEntry(tenant, params.entryId)) },
}));
