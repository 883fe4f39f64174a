import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/address-book.ts';
import { createEntry } from '#shared/domain/address-book/address-book.ts';

export const handler = http(routes.createAddressBookEntry, async ({ tenant, auth, body }) => {
  const { entry, replayed } = await createEntry(tenant, auth.member, body);
  return { data: { entry }, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
});
