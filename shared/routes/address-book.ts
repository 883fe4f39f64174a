/** Routes of the address book (contract endpoint 17). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as ab from '#shared/schemas/address-book.ts';

const byId = { params: ab.entryIdParams };

export const listAddressBook = /* @__PURE__ */ defineRoute({
  id: 'listAddressBook',
  method: 'GET',
  path: '/v1/address-book',
  entry: 'functions/address-book/list.ts',
  scope: 'address_book:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List address book entries, newest first; filter by network_code and status.',
  schemas: { query: ab.listEntriesQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const createAddressBookEntry = /* @__PURE__ */ defineRoute({
  id: 'createAddressBookEntry',
  method: 'POST',
  path: '/v1/address-book',
  entry: 'functions/address-book/create.ts',
  scope: 'address_book:write',
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Add a destination address, validated and normalised for its network; one active entry per network and address.',
  schemas: { body: ab.createEntryBody },
  errors: ['invalid_request', 'conflict', 'idempotency_key_reused', 'idempotency_key_in_progress'],
});

export const getAddressBookEntry = /* @__PURE__ */ defineRoute({
  id: 'getAddressBookEntry',
  method: 'GET',
  path: '/v1/address-book/{entryId}',
  entry: 'functions/address-book/get.ts',
  scope: 'address_book:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one address book entry.',
  schemas: byId,
  errors: ['invalid_request', 'not_found'],
});

export const updateAddressBookEntry = /* @__PURE__ */ defineRoute({
  id: 'updateAddressBookEntry',
  method: 'PATCH',
  path: '/v1/address-book/{entryId}',
  entry: 'functions/address-book/update.ts',
  scope: 'address_book:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: "Change an active entry's label, asset, notes or trust status.",
  schemas: { params: ab.entryIdParams, body: ab.patchEntryBody },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition'],
});

export const archiveAddressBookEntry = /* @__PURE__ */ defineRoute({
  id: 'archiveAddressBookEntry',
  method: 'POST',
  path: '/v1/address-book/{entryId}/archive',
  entry: 'functions/address-book/archive.ts',
  scope: 'address_book:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Archive an entry: it frees its address and can no longer be a transfer destination.',
  schemas: byId,
  errors: ['invalid_request', 'not_found'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const addressBookRoutes = {
  listAddressBook,
  createAddressBookEntry,
  getAddressBookEntry,
  updateAddressBookEntry,
  archiveAddressBookEntry,
} satisfies Record<string, HttpRoute>;
