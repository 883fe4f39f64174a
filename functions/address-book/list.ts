import { sessionHttp } from '#shared/http/session-pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/address-book.ts';
import { listEntries } from '#shared/domain/address-book/address-book.ts';

export const handler = sessionHttp(routes.listAddressBook, async ({ tenant, query }) => ({
  data: await listEntries(tenant, query),
}));
