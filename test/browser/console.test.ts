/**
 * The console in a real browser: Debian's chromium, driven by playwright-core, opens `/console`
 * from the local stack on `localhost` (WebAuthn refuses an IP address as relying party id). The
 * page must load nothing from another origin, log no error (CSP violations included), show the
 * sign-in form, and, with a session, every page at a desktop's and a phone's width, usable from
 * the keyboard, and its changes (invite, API keys, webhook test and resend). A member enrols a
 * passkey from an invitation through a CDP virtual authenticator (Playwright has no wrapper for
 * one), signs in with it, and approves a transfer over the intent the page shows; without user
 * verification the approval is refused. A screenshot of every page is kept under
 * test-results/console/ (git-ignored).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { SESSION_COOKIE } from '#shared/model/sessions/session.ts';
import { seededDelivery, testDelivery, webhookIn } from '#shared/fixtures/factories.ts';
import { randomEvmAddress } from '#shared/fixtures/request-bodies.ts';
import { LIVE_WEBHOOK_URL } from '#shared/fixtures/sink.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { tenantsOf } from '../support/resources/tenant.ts';
import { enableNetworks, fund, newMember, newWallet, setApprovals, transferReaches } from '../support/wallets.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'console');
const PAGES = [
  ['approvals', 'Approvals'],
  ['wallets', 'Wallets and balances'],
  ['transfers', 'Transfers'],
  ['address-book', 'Address book'],
  ['policy', 'Transfer policy'],
  ['members', 'Members and invitations'],
  ['api-keys', 'API keys'],
  ['webhooks', 'Webhooks'],
  ['events', 'Events'],
  ['ramp-payments', 'Ramp payments'],
  ['audit-log', 'Audit log'],
] as const;

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

let browser: Browser;
/** The stack's origin with `localhost` for its host: a WebAuthn relying party id cannot be an IP address. */
const origin = () => {
  const url = new URL(inject('stack').apiUrl);
  url.hostname = 'localhost';
  return url.origin;
};

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The console's browser test needs Chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH.`,
    );
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false });
  mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  requests: string[];
  errors: string[];
}

/** A fresh browser profile at `width`, recording every request and every error. */
async function profile(width = 1280): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
  });
  return { context, page, requests, errors };
}

/** The console's own 401 while no one is signed in is expected; anything else is an error. */
const unexpected = (errors: readonly string[]) => errors.filter((e) => !/status of 401/.test(e));
const elsewhere = (requests: readonly string[]) => requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin());

/** Signs the profile in with a session of the workspace owner's (the passkey sign-in is tested below). */
async function withSession(visit: Visit, ws: TestWorkspace): Promise<void> {
  const session = await consoleSessionOf(ws.token);
  const value = session.headers.cookie.slice(`${SESSION_COOKIE}=`.length);
  // Host-only for localhost: CDP refuses a Secure cookie named by an http: URL (the sign-in's own Set-Cookie is accepted there).
  await visit.context.addCookies([
    { name: SESSION_COOKIE, value, domain: 'localhost', path: '/', httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
}

describe('the console in Chromium', () => {
  it('serves the sign-in form under its CSP, from this origin alone', async () => {
    const visit = await profile();
    try {
      const response = await visit.page.goto(`${origin()}/console`);
      expect(response?.status()).toBe(200);
      const csp = (await response!.allHeaders())['content-security-policy']!;
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
      await visit.page.getByRole('heading', { name: 'Sign in' }).waitFor();
      // The workspace field is labelled and focused; the button is reachable with Tab.
      await expect
        .poll(() => visit.page.evaluate('document.activeElement?.id'))
        .toBe(await visit.page.getByLabel('Workspace id').getAttribute('id'));
      await visit.page.keyboard.press('Tab');
      expect(await visit.page.evaluate('document.activeElement?.textContent')).toBe('Sign in with a passkey');
      await visit.page.screenshot({ path: resolve(ARTIFACTS, 'sign-in.png') });
      expect(elsewhere(visit.requests)).toEqual([]);
      expect(unexpected(visit.errors)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);

  it('shows every page with a session, at a desktop width and a phone width, from the keyboard', async () => {
    // A workspace with something on every page: a funded wallet, a transfer waiting for
    // approval, a webhook with a delivery.
    const { workspace: ws, sandbox } = await tenantsOf('Console pages');
    await enableNetworks(ws, ['ethereum']);
    await setApprovals(ws, true, 1);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'ETH', '1000000');
    const transfer = await api('POST', '/v1/transfers', {
      token: ws.token,
      body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '4200', to_address: DEST },
    });
    expect(transfer.status, transfer.text).toBe(201);
    const webhookId = await webhookIn(sandbox);
    await testDelivery(sandbox, webhookId);
    const failed = await seededDelivery(sandbox, webhookId, 'failed');
    // A second member who can approve: the owner's invitation of another approver waits for them.
    await newMember(ws, ['*']);
    for (const [width, suffix] of [
      [1280, ''],
      [390, '-phone'],
    ] as const) {
      const visit = await profile(width);
      try {
        await withSession(visit, ws);
        await visit.page.goto(`${origin()}/console`);
        for (const [path, title] of PAGES) {
          // Move with the keyboard: focus the page's link in the navigation and press Enter.
          await visit.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: title }).focus();
          await visit.page.keyboard.press('Enter');
          await visit.page.waitForURL(`**/console#/${path}`);
          await visit.page.getByRole('heading', { level: 1, name: title }).waitFor();
          await visit.page.locator('main:not(:has([aria-busy]))').waitFor();
          expect(await visit.page.getByRole('alert').count(), `${path}: ${await visit.page.locator('main').textContent()}`).toBe(0);
          // Nothing is wider than the screen.
          expect(await visit.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
          await visit.page.screenshot({ path: resolve(ARTIFACTS, `${path}${suffix}.png`), fullPage: true });
        }
        if (suffix === '') {
          const { page } = visit;
          // The wallets page shows a wallet's transactions when asked: the deposit that funded it.
          await page.goto(`${origin()}/console#/wallets`);
          await page
            .getByRole('button', { name: /^Show the transactions of / })
            .first()
            .click();
          const deposits = page.getByRole('table', { name: /^Transactions of / });
          await deposits.waitFor();
          expect(await deposits.textContent()).toContain('1000000 ETH');
          // The approvals page shows the waiting transfer whole, with its decision buttons.
          await page.goto(`${origin()}/console#/approvals`);
          const card = page.getByRole('article', { name: `Transfer ${transfer.body.data.id}` });
          await card.waitFor();
          expect(await card.textContent()).toContain(DEST);
          await card.getByRole('button', { name: `Review and approve transfer ${transfer.body.data.id}` }).waitFor();
          // The webhooks page resends a failed delivery, sends a test event and rotates the secret (changes: CSRF token and all).
          await page.goto(`${origin()}/console#/webhooks`);
          await page.getByRole('button', { name: new RegExp(`^Resend delivery ${failed.deliveryId}`) }).click();
          await page.getByText(`Delivery ${failed.deliveryId} is sent again.`).waitFor();
          await page.getByRole('button', { name: /^Send a test event to / }).click();
          await page.getByText(/A webhook.test event is on its way/).waitFor();
          // A rotation shows the new signing secret once.
          await page.getByRole('button', { name: /^Rotate the signing secret of / }).click();
          expect(await page.getByLabel(/^New signing secret/).inputValue()).toMatch(/^whsec_/);
          // The members page invites an approver: held for the other approver's approval, its link shown once.
          await page.goto(`${origin()}/console#/members`);
          await page.getByLabel('Email').fill(`invitee-${crypto.randomUUID().slice(0, 8)}@test.local`);
          await page.getByLabel('Name').fill('Invited Approver');
          await page.getByRole('checkbox', { name: 'transfers:approve' }).check();
          await page.getByRole('button', { name: 'Invite', exact: true }).click();
          await page.getByText(/waits for another member's approval/).waitFor();
          expect(await page.getByLabel(/^Enrolment link/).inputValue()).toMatch(/\/console\/enrol#token=wsi_/);
          // The held invitation is on the approvals page, for the other approver to decide.
          await page.goto(`${origin()}/console#/approvals`);
          const held = page.getByRole('article', { name: /^Member change / });
          await held.getByRole('button', { name: /^Approve member change / }).waitFor();
          expect(await held.textContent()).toContain('Invited Approver');
          await page.goto(`${origin()}/console#/members`);
          await page.getByRole('button', { name: /^Revoke the invitation of invitee-/ }).click();
          await page.getByText(/^Revoked the invitation of invitee-/).waitFor();
          // The API keys page creates a key (its secret shown once) and revokes it.
          await page.goto(`${origin()}/console#/api-keys`);
          await page.getByLabel('Name').fill('Console key');
          await page.getByRole('checkbox', { name: 'wallets:read' }).check();
          await page.getByRole('button', { name: 'Create the key' }).click();
          expect(await page.getByLabel(/^API key secret/).inputValue()).toMatch(/^wsk_/);
          await page.getByRole('button', { name: 'Done: show the keys' }).click();
          await page.getByRole('button', { name: /^Revoke the API key Console key/ }).click();
          await page.getByText('Revoked the API key Console key; keys it made are revoked with it.').waitFor();
          // The audit log shows what this session just did, newest first.
          await page.goto(`${origin()}/console#/audit-log`);
          await page.getByRole('cell', { name: 'api_key.revoked', exact: true }).first().waitFor();
          const audit = (await page.locator('main').textContent()) ?? '';
          for (const action of ['api_key.created', 'member.invited', 'console.signed_in']) expect(audit).toContain(action);
          expect(await page.getByRole('alert').count(), (await page.locator('main').textContent()) ?? '').toBe(0);
          // More than a page of records (56 here, besides the session's own), made through the API: keys minted by one
          // key, then revoked with it. The page's Older link shows the next page, as the listing's cursor gives it.
          const minter = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'Audit seed', scopes: ['api_keys:write'] } });
          expect(minter.status, minter.text).toBe(201);
          for (let batch = 0; batch < 3; batch++) {
            const minted = await Promise.all(
              Array.from({ length: 9 }, (_, i) =>
                api('POST', '/v1/api-keys', {
                  token: minter.body.data.token,
                  body: { name: `Audit seed ${batch * 9 + i}`, scopes: ['api_keys:read'] },
                }),
              ),
            );
            expect(minted.map((r) => r.status)).toEqual(Array(9).fill(201));
          }
          const revokedSeed = await api('POST', `/v1/api-keys/${minter.body.data.api_key.id}/revoke`, { token: ws.token });
          expect(revokedSeed.status, revokedSeed.text).toBe(200);
          const actions = async (cursor?: string) => {
            const res = await api('GET', '/v1/workspace/audit-log', { token: ws.token, query: { limit: '50', cursor } });
            return { actions: (res.body.data.items as { action: string }[]).map((r) => r.action), next: res.body.data.next_cursor };
          };
          const newest = await actions();
          const older = await actions(newest.next);
          expect(newest.actions).toHaveLength(50);
          expect(older.actions.length).toBeGreaterThan(0);
          const log = page.getByRole('table', { name: /^Audit log/ });
          const shownActions = () => log.locator('tbody td[data-label="What"] code').evaluateAll((cells) => cells.map((c) => c.title));
          await page.reload();
          await log.waitFor();
          expect(await shownActions()).toEqual(newest.actions);
          await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('link', { name: 'Older' }).click();
          await page.waitForURL('**/console#/audit-log?cursor=*');
          await page.getByRole('table', { name: /^Audit log, newest first, older records/ }).waitFor();
          expect(await shownActions()).toEqual(older.actions);
          await page.screenshot({ path: resolve(ARTIFACTS, 'audit-log-older.png'), fullPage: true });
          await page.goBack();
          await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('link', { name: 'Older' }).waitFor();
          expect(await shownActions()).toEqual(newest.actions);
        }
        expect(elsewhere(visit.requests)).toEqual([]);
        expect(unexpected(visit.errors)).toEqual([]);
      } finally {
        await visit.context.close();
      }
    }
  }, 120_000);

  it('switches between sandbox and live: every page reads the chosen environment, and a live page says it is live', async () => {
    const ws = await newWorkspace('Console environments');
    const live = { environment: 'live' } as const;
    await enableNetworks(ws, ['ethereum']);
    await enableNetworks(ws, ['ethereum'], 'live');
    // What one environment holds and the other does not: a wallet each (live ones only where live
    // custody runs: anvil and moto, as in CI; otherwise live wallets are 503 custody_unavailable), a
    // payee each, and a live webhook.
    const chain = inject('stack').chain !== undefined;
    await newWallet(ws, ['ethereum'], 'Sandbox treasury');
    if (chain) {
      const wallet = await api('POST', '/v1/wallets', {
        token: ws.token,
        query: live,
        body: { name: 'Live treasury', networks: ['ethereum'] },
      });
      expect(wallet.status, wallet.text).toBe(201);
    }
    for (const [environment, label] of [
      ['sandbox', 'Sandbox payee'],
      ['live', 'Live payee'],
    ] as const) {
      const entry = await api('POST', '/v1/address-book', {
        token: ws.token,
        query: { environment },
        body: { label, address: randomEvmAddress(), network_code: 'ethereum', asset_symbol: 'USDC' },
      });
      expect(entry.status, entry.text).toBe(201);
    }
    const hook = await api('POST', '/v1/webhooks', {
      token: ws.token,
      query: live,
      body: { name: 'Live hook', url: LIVE_WEBHOOK_URL, event_types: ['transfer.requested'] },
    });
    expect(hook.status, hook.text).toBe(201);

    const visit = await profile();
    try {
      const { page } = visit;
      const main = page.locator('main');
      /** Waits for `title`'s page in the environment its note names, loaded. */
      const shown = async (title: string, note: string | RegExp) => {
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await main.getByRole('note').filter({ hasText: note }).waitFor();
        await page.locator('main:not(:has([aria-busy]))').waitFor();
        expect(await page.getByRole('alert').count(), `${title}: ${await main.textContent()}`).toBe(0);
      };
      await withSession(visit, ws);
      await page.goto(`${origin()}/console#/wallets`);
      await shown('Wallets and balances', 'in the sandbox environment');
      expect(await page.getByRole('radio', { name: 'Sandbox' }).isChecked()).toBe(true);
      expect(await main.textContent()).toContain('Sandbox treasury');
      expect(await main.textContent()).not.toContain('Live treasury');

      // From the keyboard: the checked choice takes focus, an arrow key picks the other, and focus stays on the switch.
      await page.getByRole('radio', { name: 'Sandbox' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL('**/console#/wallets?environment=live');
      await shown('Wallets and balances', /^Live\. /);
      expect(await page.evaluate('document.activeElement?.id')).toBe('environment-live');
      expect(await page.title()).toMatch(/^Live · /);
      expect(await main.textContent()).not.toContain('Sandbox treasury');
      if (chain) expect(await main.textContent()).toContain('Live treasury');
      const switchedAt = visit.requests.length;

      // Every page keeps the choice, from the navigation; environment pages ask the API for live, workspace-wide ones say so.
      for (const [path, title] of PAGES) {
        await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: title }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(`**/console#/${path}?environment=live`);
        const workspaceWide = path === 'members' || path === 'api-keys' || path === 'audit-log';
        await shown(title, workspaceWide ? 'belong to the workspace, not to an environment' : /^Live\. /);
        expect(await page.getByRole('radio', { name: 'Live' }).isChecked()).toBe(true);
        await page.screenshot({ path: resolve(ARTIFACTS, `${path}-live.png`), fullPage: true });
        if (path === 'address-book') {
          expect(await main.textContent()).toContain('Live payee');
          expect(await main.textContent()).not.toContain('Sandbox payee');
        }
        if (path === 'webhooks') {
          // An action acts in live too: the live webhook is unknown to sandbox (it would be a 404).
          await page.getByRole('button', { name: 'Send a test event to Live hook' }).click();
          await page.getByText('A webhook.test event is on its way to Live hook').waitFor();
        }
      }
      // Every request of an environment's page named live; the workspace's own routes named none.
      const calls = visit.requests.slice(switchedAt).filter((url) => new URL(url).pathname.startsWith('/v1/'));
      const workspaceRoutes = /^\/v1\/(members|member-changes|api-keys|console|passkeys|workspace\/audit-log)\b/;
      expect(
        calls.filter((url) => !workspaceRoutes.test(new URL(url).pathname) && new URL(url).searchParams.get('environment') !== 'live'),
      ).toEqual([]);
      expect(calls.filter((url) => workspaceRoutes.test(new URL(url).pathname) && new URL(url).searchParams.has('environment'))).toEqual(
        [],
      );

      // A reload keeps live; choosing sandbox brings sandbox back.
      await page.goto(`${origin()}/console#/address-book?environment=live`);
      await page.reload();
      await shown('Address book', /^Live\. /);
      await page.getByRole('radio', { name: 'Sandbox' }).check();
      await page.waitForURL('**/console#/address-book');
      await shown('Address book', 'in the sandbox environment');
      expect(await main.textContent()).toContain('Sandbox payee');
      expect(await main.textContent()).not.toContain('Live payee');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
      await shown('Webhooks', 'in the sandbox environment');
      expect(await main.textContent()).not.toContain('Live hook');
      expect(elsewhere(visit.requests)).toEqual([]);
      expect(unexpected(visit.errors)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 90_000);

  it('enrols a passkey from an invitation, signs in with it, approves over what it shows; not without user verification', async () => {
    const ws = await newWorkspace('Console passkeys');
    const email = `approver-${crypto.randomUUID().slice(0, 8)}@test.local`;
    // The owner, in a browser profile of their own, invites the second member from the members page.
    const owner = await profile();
    await withSession(owner, ws);
    await owner.page.goto(`${origin()}/console#/members`);
    await owner.page.getByLabel('Email').fill(email);
    await owner.page.getByLabel('Name').fill('Passkey Approver');
    await owner.page.getByRole('checkbox', { name: '*', exact: true }).check();
    await owner.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.page.getByText(`Invited ${email}. The link works once`).waitFor();
    const enrolmentUrl = await owner.page.getByLabel(/^Enrolment link/).inputValue();
    // Two transfers waiting for approval, and a loosening of the approval setting held as a setting change.
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'ETH', '1000000');
    await setApprovals(ws, true, 1);
    const requested: string[] = [];
    for (const amountBaseUnits of ['4200', '4300']) {
      const transfer = await api('POST', '/v1/transfers', {
        token: ws.token,
        body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: amountBaseUnits, to_address: DEST },
      });
      expect(transfer.status, transfer.text).toBe(201);
      requested.push(transfer.body.data.id);
    }
    const [approved, refused] = requested as [string, string];
    const loosened = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: false, required_approvals: 1 },
    });
    expect(loosened.status, loosened.text).toBe(202);
    const changeId: string = loosened.body.data.pending_change.id;

    // The second member's own profile: its own cookies and its own virtual authenticator.
    const visit = await profile();
    try {
      const { page } = visit;
      expect(await visit.context.cookies()).toEqual([]);
      // A platform authenticator with user verification, through CDP.
      const cdp = await visit.context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      // The link as the owner's console showed it, on this stack's localhost origin.
      const link = new URL(enrolmentUrl);
      await page.goto(`${origin()}/console/enrol${link.hash}`);
      await page.getByRole('heading', { name: 'Enrol a passkey' }).waitFor();
      expect(page.url(), 'the token leaves the address bar').not.toContain('token=');
      await page.screenshot({ path: resolve(ARTIFACTS, 'enrol.png') });
      await page.getByRole('button', { name: 'Create a passkey and enrol' }).click();
      await page.getByText(`Enrolled as Passkey Approver (${email}), with a passkey.`).waitFor();
      expect(await page.getByLabel('API key secret').inputValue()).toMatch(/^wsk_/);
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
      await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      expect(await page.locator('header .who').textContent()).toContain('Passkey Approver');
      // Signed out, the sign-in form signs in again with the same passkey.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Workspace id').fill(ws.workspaceId);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();

      // Approve: the page shows the intent the passkey signs (who is paid, how much, on which network), then signs it.
      await page.getByRole('button', { name: `Review and approve transfer ${approved}` }).click();
      const review = page.getByRole('region', { name: `What you sign for transfer ${approved}` });
      await review.waitFor();
      expect(await review.locator('[data-field="destination"]').textContent()).toContain(DEST);
      expect(await review.locator('[data-field="amount"]').textContent()).toBe('4200');
      expect(await review.locator('[data-field="asset"]').textContent()).toBe('ETH');
      expect(await review.locator('[data-field="network"]').textContent()).toBe('ethereum');
      await page.screenshot({ path: resolve(ARTIFACTS, 'approve-intent.png'), fullPage: true });
      await review.getByRole('button', { name: 'Sign and approve with your passkey' }).click();
      await page.getByText(`Approved transfer ${approved}.`).waitFor();
      await transferReaches(ws, approved, ['completed']);
      // The owner's profile sees the second member's approval.
      await owner.page.goto(`${origin()}/console#/transfers`);
      await owner.page
        .getByRole('row')
        .filter({ hasText: '4200 ETH' })
        .filter({ hasText: 'completed' })
        .filter({ hasText: 'approved (1/1)' })
        .waitFor();

      // Without user verification the approval is refused, and the transfer still waits.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
      await page.getByRole('button', { name: `Review and approve transfer ${refused}` }).click();
      const second = page.getByRole('region', { name: `What you sign for transfer ${refused}` });
      await second.getByRole('button', { name: 'Sign and approve with your passkey' }).click();
      await page.getByRole('alert').waitFor();
      await page.screenshot({ path: resolve(ARTIFACTS, 'approve-refused.png'), fullPage: true });
      const waiting = await api('GET', `/v1/transfers/${refused}`, { token: ws.token });
      expect(waiting.body.data.approval_state).toBe('pending_approval');
      expect(waiting.body.data.approvals).toEqual([]);
      await second.getByRole('button', { name: 'Cancel' }).click();

      // A setting change, approved the same way: its setting and difference shown, then signed.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
      await page.getByRole('button', { name: `Review and approve setting change ${changeId}` }).click();
      const change = page.getByRole('region', { name: `What you sign for setting change ${changeId}` });
      expect(await change.locator('[data-field="setting"]').textContent()).toBe('transfer_approvals');
      await change.getByRole('button', { name: 'Sign and approve with your passkey' }).click();
      await page.getByText(`Approved setting change ${changeId}.`).waitFor();
      const decided = await api('GET', `/v1/workspace/setting-changes/${changeId}`, { token: ws.token });
      expect(decided.body.data.setting_change.status).toBe('approved');

      // A second device's passkey, added from the members page with the session of the first (the first device
      // would refuse: the options exclude its passkey; and Chrome emulates one platform authenticator at a time, so
      // the first is gone by then, its session still open); the first device's passkey is then removed with a
      // session of the second.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      const { authenticatorId: secondDevice } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      await page.goto(`${origin()}/console#/members`);
      await page.getByRole('button', { name: 'Add a passkey for you' }).click();
      await page.getByText('Added a passkey: it signs you in from now on.').waitFor();
      const passkeys = async () =>
        (await api('GET', '/v1/passkeys', { token: ws.token })).body.data.items as { id: string; credential_id: string }[];
      const [, added] = await passkeys();
      const [made] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: secondDevice })).credentials;
      expect(Buffer.from(made!.credentialId, 'base64').toString('base64url')).toBe(added!.credential_id);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Workspace id').fill(ws.workspaceId);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      await page.goto(`${origin()}/console#/members`);
      const passkeyTable = page.getByRole('table', { name: 'Passkeys' });
      // The passkey this session signed in with offers no Remove; the lost device's does.
      await passkeyTable.getByText('This session signed in with it').waitFor();
      await page.getByRole('button', { name: /^Remove Passkey Approver \(you\)'s passkey added / }).click();
      await page.getByText(/^Removed Passkey Approver \(you\)'s passkey added /).waitFor();
      await page.screenshot({ path: resolve(ARTIFACTS, 'members-passkeys.png'), fullPage: true });
      expect((await passkeys()).map((p) => p.id)).toEqual([added!.id]);
      // With passkey_required on, the owner's removal of the approver's passkey waits for approval, and both pages say so.
      const required = await api('PUT', '/v1/workspace/transfer-approvals', {
        token: ws.token,
        body: { approval_required: true, required_approvals: 1, passkey_required: true },
      });
      expect(required.status, required.text).toBe(200);
      await owner.page.goto(`${origin()}/console#/members`);
      await owner.page.getByRole('button', { name: /^Remove Passkey Approver's passkey added / }).click();
      await owner.page.getByText(/^Removing Passkey Approver's passkey added .* waits for another member's approval/).waitFor();
      await owner.page.goto(`${origin()}/console#/approvals`);
      await owner.page.getByRole('heading', { name: 'Removal of a passkey of Passkey Approver' }).waitFor();
      expect((await passkeys()).map((p) => p.id)).toEqual([added!.id]);

      expect(unexpected(visit.errors).filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      expect(elsewhere(visit.requests)).toEqual([]);
      expect(unexpected(owner.errors)).toEqual([]);
    } finally {
      await visit.context.close();
      await owner.context.close();
    }
  }, 90_000);

  it('signs out: the session ends and the sign-in form returns', async () => {
    const ws = await newWorkspace('Console sign-out');
    const visit = await profile();
    try {
      await withSession(visit, ws);
      await visit.page.goto(`${origin()}/console`);
      await visit.page.getByRole('button', { name: 'Sign out' }).click();
      await visit.page.getByText('Signed out.').waitFor();
      expect(await visit.context.cookies()).toEqual([]);
      await visit.page.reload();
      await visit.page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(unexpected(visit.errors)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);
});
