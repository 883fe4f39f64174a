import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/address-book.ts';
import { updateEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.updateAddressBookEntry, async ({ tenant, params, body }) => ({
  data: { entry: await updateEntry(tenant, params.entryId, body) },
}));
