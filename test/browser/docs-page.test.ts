/**
 * The reference page in a real browser: Debian's chromium, driven by playwright-core, opens
 * `/docs` on the local stack as a reader would. It must render the operations from this origin
 * alone (every request the page makes is recorded), log no error (Content-Security-Policy
 * violations included), and show the error table readably. Screenshots are kept under
 * test-results/docs-page/ (git-ignored) for a person to look at.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERROR_CODES } from '#shared/model/errors.ts';
import { OPERATION_LABELS } from '#shared/openapi/labels.ts';
import { testDocument } from '../support/conformance/index.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'docs-page');
// Parsing Redoc's 2.3 MB bundle and the document takes seconds on a busy 2-core machine.
const RENDER_TIMEOUT_MS = 60_000;

interface Visit {
  page: Page;
  /** Every URL the page asked for, in order (documents, scripts, fetches, images, fonts, workers). */
  requests: string[];
  /** Console errors, uncaught exceptions and CSP violations. */
  errors: string[];
  response: { headers: Record<string, string>; status: number };
}

let browser: Browser;
const apiOrigin = () => new URL(inject('stack').apiUrl).origin;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The reference page's browser test needs Chromium at ${CHROMIUM}, which is missing: install it with ` +
        '`apt-get install -y chromium` (.ci/run does), or point CHROMIUM_PATH at another Chromium.',
    );
  }
  // Headless and sandboxless: the tests run as root in a container, where Chromium's sandbox cannot start.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false });
  mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the page at `hash` in a fresh context and records what it does. */
async function visit(hash = ''): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  // The context sees requests of workers and service workers too, not only the page's.
  context.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Chrome logs CSP violations itself; listening as well keeps them errors whatever its wording.
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber));",
  });
  const response = await page.goto(`${inject('stack').apiUrl}/docs${hash}`);
  if (!response) throw new Error('No response for /docs');
  return { page, requests, errors, response: { headers: await response.allHeaders(), status: response.status() } };
}

/**
 * The one violation the policy causes on purpose: Redoc's search tries to build its Web Worker
 * from a string (`Function(…)`), catches the refusal and indexes in the page instead. Allowing
 * `'unsafe-eval'` for a faster search index is not worth it.
 */
const SEARCH_WORKER_PROBE = /^console: CSP violation: script-src blocked eval at \S+\/docs\/redoc\.standalone\.js:/;
const unexpected = (errors: readonly string[]) => errors.filter((error) => !SEARCH_WORKER_PROBE.test(error));

/** The requests that left for another origin (data: and blob: URLs are the page's own). */
const thirdParty = (requests: readonly string[]) =>
  requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== apiOrigin());

describe('the reference page in Chromium', () => {
  it(
    'renders an operation and its curl and SDK samples from this API alone, with no console error and no request to another host',
    async () => {
      const { page, requests, errors, response } = await visit('#/api-keys/createapikey');
      try {
        expect(response.status).toBe(200);
        expect(response.headers['content-security-policy']).toMatch(/^default-src 'none';/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        await page.getByRole('heading', { name: OPERATION_LABELS.createApiKey }).waitFor({ timeout: RENDER_TIMEOUT_MS });
        // The sidebar and the request sample render after the heading; give late requests a moment.
        await page.getByText('Request', { exact: true }).first().waitFor({ timeout: RENDER_TIMEOUT_MS });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: resolve(ARTIFACTS, 'operation.png') });

        expect(thirdParty(requests)).toEqual([]);
        expect(requests).toContain(`${apiOrigin()}/docs/redoc.standalone.js`);
        expect(requests).toContain(`${apiOrigin()}/v1/openapi.json`);
        expect(requests.filter((url) => new URL(url).pathname === '/favicon.ico')).toEqual([]);
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
        // The sidebar names every tag by its display name (no raw `sandbox` among "Transfers").
        const menu = await page.locator('[data-component-name="Menu/Menu"] [data-component-name="Menu/MenuItem"]').allInnerTexts();
        const tags = testDocument().tags.map((tag) => tag['x-displayName']);
        expect(tags.filter((name) => !menu.some((item) => item.split('\n')[0]?.trim() === name))).toEqual([]);
        // The open tag lists its operations by their short labels, not by their sentences.
        const labels = [OPERATION_LABELS.createApiKey, OPERATION_LABELS.listApiKeys, OPERATION_LABELS.revokeApiKey];
        expect(labels.filter((label) => !menu.some((item) => item.includes(label)))).toEqual([]);
        // The operation shows its curl sample.
        await page.getByText('curl -sS -X POST "$API/v1/api-keys"').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
        // And the SDK's call beside it: the samples' language menu offers it.
        await page.locator('.panel-request-samples').first().getByRole('button', { name: 'curl' }).click();
        await page.getByRole('menuitem', { name: /SDK/ }).first().click();
        await page.getByText('await api.createApiKey({').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    RENDER_TIMEOUT_MS * 2,
  );

  it(
    "shows the error table sorted by status, each code on one line, search, and the guides' links",
    async () => {
      const { page, requests, errors } = await visit();
      try {
        const table = page.locator('table.md:has(th[data-label="Code"])');
        await table.waitFor({ timeout: RENDER_TIMEOUT_MS });
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(ARTIFACTS, 'error-table.png') });
        const rows = await table.locator('tbody tr').evaluateAll((trs) =>
          trs.map((tr) => {
            const code = tr.querySelector('td:nth-child(2) > code');
            // An inline element broken across lines has one client rectangle per line.
            return { status: Number(tr.querySelector('td')?.textContent), code: code?.textContent, lines: code?.getClientRects().length };
          }),
        );
        expect(rows.map((row) => row.code).sort()).toEqual(Object.keys(ERROR_CODES).sort());
        const statuses = rows.map((row) => row.status);
        expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
        expect(rows.filter((row) => row.lines !== 1)).toEqual([]);
        // Search works without its worker.
        await page.locator('[data-testid="search-trigger"]').click();
        await page.keyboard.type('revoke');
        await page
          .getByText(/Revoke an API key/i)
          .first()
          .waitFor({ timeout: 20_000 });
        await page.screenshot({ path: resolve(ARTIFACTS, 'search.png') });
        // The description links the guides, served from this API as their Markdown source.
        await page.keyboard.press('Escape');
        expect(unexpected(errors)).toEqual([]);
        // A Markdown guide is shown as text, without the reference's icon, so Chromium asks for
        // /favicon.ico, which this API does not serve.
        const failed: string[] = [];
        page.on('response', (res) => {
          if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
        });
        const before = errors.length;
        const guide = page.locator('a[href="/docs/guides/api.md"]').first();
        await guide.scrollIntoViewIfNeeded();
        await guide.click();
        await page.waitForURL('**/docs/guides/api.md', { timeout: RENDER_TIMEOUT_MS });
        expect(await page.locator('body').textContent()).toMatch(/^# Using the API\n/);
        await page.waitForLoadState('networkidle');
        expect(thirdParty(requests)).toEqual([]);
        // Every request of the page's own succeeded; the browser's request for the icon, which the
        // page does not see, is the one 404 its console may report.
        expect(failed).toEqual([]);
        const notFound = /^console: Failed to load resource: the server responded with a status of 404/;
        expect(errors.slice(before).filter((e) => !notFound.test(e))).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    RENDER_TIMEOUT_MS * 2,
  );
});
