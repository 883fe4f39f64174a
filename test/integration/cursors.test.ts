/**
 * Every listing refuses a hand-made cursor that decodes but is not one of its own: the caller's
 * own partition with a sort key of the wrong form, of another listing, or outside the key range
 * a filter narrows the Query to. Each answers 400 `invalid_cursor`, never a 500 from DynamoDB's
 * ValidationException. Driven by the route table: a listing route (one with `invalid_cursor` in
 * its errors) without an entry here fails the last test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { enableNetworks, newWallet } from '../support/wallets.ts';

const cursorOf = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
const UUID = '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const HEX32 = '0197a1b2c3d47e5f8a9b0c1d2e3f4a5b';
const CREATED_AFTER = '2026-01-01T00:00:00.000Z';
const CREATED_BEFORE = '2026-02-01T00:00:00.000Z';

interface Listing {
  path: string;
  /** The partition the listing reads (the caller's own). */
  pk: string;
  /** Sort keys that decode but are not this listing's, with the query they are sent with. */
  wrong: [sk: string, query?: Record<string, string>][];
  /** A hand-made key of the listing's exact form inside its range: accepted. */
  right: [sk: string, query?: Record<string, string>];
}

let ws: TestWorkspace;
let listings: Record<string, Listing>;

/** Wrong sort keys every listing of `prefix` must refuse, plus its own. */
function wrongKeys(prefix: string, more: Listing['wrong'] = []): Listing['wrong'] {
  return [
    [prefix],
    [`${prefix}\uffff`],
    [`${prefix}x`],
    [`${prefix}${UUID}#x`],
    [`${prefix}${UUID.toUpperCase()}`],
    [`MEMBER#${UUID}`],
    ['SETTINGS#TRANSFER_POLICY'],
    ...more,
  ];
}

beforeAll(async () => {
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum']);
  const wallet = await newWallet(ws, ['ethereum']);
  const hook = await api('POST', '/v1/webhooks', {
    token: ws.token,
    body: { name: 'c', url: 'https://hooks.example.com/c', event_types: ['*'] },
  });
  const webhookId = hook.body.data.webhook.id as string;
  const tenant = `WS#${ws.workspaceId}#sandbox`;
  const afterQuery = (name: string) => ({ [name]: CREATED_AFTER });
  const beforeQuery = (name: string) => ({ [name]: CREATED_BEFORE });
  listings = {
    listApiKeys: {
      path: '/v1/api-keys',
      pk: `WS#${ws.workspaceId}`,
      wrong: wrongKeys('APIKEY#', [[`APIKEY#${'a'.repeat(64)}`]]),
      right: [`APIKEY#${UUID}`],
    },
    listMembers: {
      path: '/v1/members',
      pk: `WS#${ws.workspaceId}`,
      // `MEMBER#<uuid>` is this listing's own form, so it is left out of the common wrong keys.
      wrong: wrongKeys('MEMBER#', [['MEMBERS'], [`MEMBER_CHANGE#${UUID}`], [`INVITATION#${UUID}`]]).filter(
        ([sk]) => sk !== `MEMBER#${UUID}`,
      ),
      right: [`MEMBER#${UUID}`],
    },
    listPasskeys: {
      path: '/v1/passkeys',
      pk: `WS#${ws.workspaceId}`,
      // `PASSKEY#<member>#<passkey>`; one member's listing (`member_id`) reads `PASSKEY#<member>#<passkey>` under that member only.
      wrong: wrongKeys('PASSKEY#', [[`PASSKEY#${UUID}`], [`PASSKEY#${UUID}#${UUID}`, { member_id: ws.owner.id }]]),
      right: [`PASSKEY#${UUID}#${UUID}`],
    },
    listAuditLog: {
      path: '/v1/workspace/audit-log',
      pk: `WS#${ws.workspaceId}`,
      wrong: wrongKeys('AUDIT#', [[`AUDIT#evt_${HEX32}`]]),
      right: [`AUDIT#${UUID}`],
    },
    listInvitations: {
      path: '/v1/members/invitations',
      pk: `WS#${ws.workspaceId}`,
      wrong: wrongKeys('INVITATION#', [[`MEMBER_CHANGE#${UUID}`], ['MEMBERS']]),
      right: [`INVITATION#${UUID}`],
    },
    listMemberChanges: {
      path: '/v1/member-changes',
      pk: `WS#${ws.workspaceId}`,
      wrong: wrongKeys('MEMBER_CHANGE#', [[`INVITATION#${UUID}`], ['MEMBERS']]),
      right: [`MEMBER_CHANGE#${UUID}`],
    },
    listWebhooks: { path: '/v1/webhooks', pk: tenant, wrong: wrongKeys('WEBHOOK#'), right: [`WEBHOOK#${UUID}`] },
    listWebhookDeliveries: {
      path: `/v1/webhooks/${webhookId}/deliveries`,
      pk: tenant,
      // Another webhook's attempts are another listing.
      wrong: wrongKeys(`ATTEMPT#${webhookId}#`, [[`ATTEMPT#${UUID}#${UUID}`], ['ATTEMPT#']]),
      right: [`ATTEMPT#${webhookId}#${UUID}`],
    },
    listEvents: {
      path: '/v1/events',
      pk: tenant,
      wrong: wrongKeys('EVENT#', [
        ['EVENT#evt_'],
        [`EVENT#evt_${HEX32.toUpperCase()}`],
        [`EVENT#${UUID}`],
        // In form, but before created_after or after created_before: outside the Query's range.
        [`EVENT#evt_${'0'.repeat(32)}`, afterQuery('created_after')],
        [`EVENT#evt_${'f'.repeat(32)}`, beforeQuery('created_before')],
      ]),
      right: [`EVENT#evt_${HEX32}`],
    },
    listWallets: { path: '/v1/wallets', pk: tenant, wrong: wrongKeys('WALLET#'), right: [`WALLET#${UUID}`] },
    listWalletTransactions: {
      path: `/v1/wallets/${wallet.id}/transactions`,
      pk: tenant,
      wrong: wrongKeys(`TXN#${wallet.id}#`, [
        [`TXN#${UUID}#${UUID}`],
        ['TXN#'],
        [`TXN#${wallet.id}#00000000-0000-7000-8000-000000000000`, afterQuery('created_after')],
        [`TXN#${wallet.id}#ffffffff-ffff-7fff-bfff-ffffffffffff`, beforeQuery('created_before')],
      ]),
      right: [`TXN#${wallet.id}#${UUID}`],
    },
    listTransfers: { path: '/v1/transfers', pk: tenant, wrong: wrongKeys('TRANSFER#'), right: [`TRANSFER#${UUID}`] },
    listAddressBook: {
      path: '/v1/address-book',
      pk: tenant,
      wrong: wrongKeys('ADDRESS#', [[`ADDRESS_UNIQUE#ethereum#0x${'0'.repeat(40)}`]]),
      right: [`ADDRESS#${UUID}`],
    },
    listSettingChanges: {
      path: '/v1/workspace/setting-changes',
      pk: tenant,
      wrong: wrongKeys('SETTING_CHANGE#', [['SETTING#TRANSFER_POLICY']]),
      right: [`SETTING_CHANGE#${UUID}`],
    },
    listProviders: {
      path: '/v1/providers',
      pk: tenant,
      wrong: wrongKeys('PROVIDER#', [['PROVIDER#A'], ['PROVIDER#x'.padEnd(70, 'x')]]),
      right: ['PROVIDER#naira_rails'],
    },
    listRampPayments: {
      path: '/v1/ramp/payments',
      pk: tenant,
      wrong: wrongKeys('PAYMENT#', [
        ['PAYMENT#rp_'],
        [`PAYMENT#rp_${HEX32}0`],
        [`PAYMENT#rp_${'0'.repeat(32)}`, afterQuery('created_from')],
        [`PAYMENT#rp_${'f'.repeat(32)}`, beforeQuery('created_to')],
      ]),
      right: [`PAYMENT#rp_${HEX32}`],
    },
  };
}, 60_000);

describe('hand-made cursors', () => {
  it('reproduces the reported cases: EVENT#\\uffff on events and a bare TRANSFER# on transfers', async () => {
    const pk = `WS#${ws.workspaceId}#sandbox`;
    for (const [path, sk] of [
      ['/v1/events', 'EVENT#\uffff'],
      ['/v1/transfers', 'TRANSFER#'],
    ] as const) {
      const res = await api('GET', path, { token: ws.token, query: { cursor: cursorOf({ pk, sk }) } });
      expect([res.status, res.body.error?.code], `${path} ${sk}`).toEqual([400, 'invalid_cursor']);
    }
  });

  for (const route of routeList.filter((r) => r.errors.includes('invalid_cursor'))) {
    it(`${route.method} ${route.path}: a wrong sort key in the caller's own partition is 400 invalid_cursor`, async () => {
      const listing = listings[route.id];
      expect(listing, `no cursor cases for ${route.id}`).toBeDefined();
      for (const [sk, query] of listing!.wrong) {
        const res = await api('GET', listing!.path, { token: ws.token, query: { ...query, cursor: cursorOf({ pk: listing!.pk, sk }) } });
        expect([res.status, res.body.error?.code], `${JSON.stringify(sk)} ${JSON.stringify(query ?? {})}`).toEqual([400, 'invalid_cursor']);
      }
    });

    it(`${route.method} ${route.path}: a hand-made key of the listing's own form and range is accepted`, async () => {
      const listing = listings[route.id]!;
      const [sk, query] = listing.right;
      const res = await api('GET', listing.path, { token: ws.token, query: { ...query, cursor: cursorOf({ pk: listing.pk, sk }) } });
      expect(res.status, res.text).toBe(200);
    });
  }

  it('covers every listing route of the route table', () => {
    const listingIds = routeList
      .filter((r) => r.errors.includes('invalid_cursor'))
      .map((r) => r.id)
      .sort();
    expect(Object.keys(listings).sort()).toEqual(listingIds);
  });
});
