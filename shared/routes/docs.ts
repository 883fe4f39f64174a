/**
 * The published contract: the OpenAPI document and the reference page that renders it. Public
 * (no API key) and table-less. Their success bodies are raw, not enveloped, because tools and
 * browsers read them directly. The page lives at `/docs`, outside `/v1`: it is for people and
 * always shows the current document, so it is not part of the versioned API surface.
 */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as docs from '#shared/schemas/docs.ts';

/**
 * Redoc's standalone bundle, from the copy `@redocly/cli` ships for its `build-docs` command
 * (the `redoc` package itself cannot be installed from our registry; see docs/openapi.md).
 */
export const RENDERER_FILE = '@redocly/cli/lib/chunks/redoc.standalone.js';

/**
 * The OpenAPI document as `npm run openapi` writes it (checked fresh by the artifacts test),
 * shipped beside the bundle: the function serves it rather than building it at cold start,
 * which would bundle the generator, the whole route table and zod's JSON Schema converter.
 */
export const SERVED_DOCUMENT_FILE = '#docs/openapi.json';

export const getOpenApiDocument = /* @__PURE__ */ defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/v1/openapi.json',
  entry: 'functions/docs/openapi.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  tag: 'docs',
  summary: 'This OpenAPI 3.1 document (no API key needed).',
  description: 'Generated from the route table at build time; `servers` names the host that answered.',
  schemas: {},
  errors: [],
  raw: { mediaType: 'application/json' },
  bundledFiles: [SERVED_DOCUMENT_FILE],
});

export const getDocsPage = /* @__PURE__ */ defineRoute({
  id: 'getDocsPage',
  method: 'GET',
  path: '/docs',
  entry: 'functions/docs/page.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  tag: 'docs',
  summary: 'The API reference, rendered from /v1/openapi.json (no API key needed).',
  schemas: {},
  errors: [],
  responseHeaders: {
    'Content-Security-Policy':
      'Scripts, styles, images and fetches from this origin only (plus `data:` images and fonts): the page loads nothing from other hosts.',
    'X-Content-Type-Options': '`nosniff`.',
  },
  raw: { mediaType: 'text/html' },
});

export const getDocsRenderer = /* @__PURE__ */ defineRoute({
  id: 'getDocsRenderer',
  method: 'GET',
  path: '/docs/redoc.standalone.js',
  entry: 'functions/docs/renderer.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  tag: 'docs',
  summary: "The reference page's renderer script (Redoc's standalone bundle).",
  schemas: {},
  errors: [],
  responseHeaders: { 'X-Content-Type-Options': '`nosniff`.' },
  raw: { mediaType: 'text/javascript' },
  bundledFiles: [RENDERER_FILE],
});

/**
 * The guides the reference links to, each served as its Markdown source (`text/markdown`): a link
 * between guides (`ramp.md#…`) resolves beside it. Rendering them would take a Markdown library
 * into the function for what any reader of Markdown reads as it is; the reference itself renders.
 */
export const getGuide = /* @__PURE__ */ defineRoute({
  id: 'getGuide',
  method: 'GET',
  path: '/docs/guides/{guide}',
  entry: 'functions/docs/guide.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  tag: 'docs',
  summary: "A guide from the repository's docs/ folder, as its Markdown source (no API key needed).",
  schemas: { params: docs.guideParams },
  errors: ['invalid_request'],
  responseHeaders: { 'X-Content-Type-Options': '`nosniff`.' },
  raw: { mediaType: 'text/markdown' },
  // Whole literals: the files of docs.GUIDES, which the route-table test holds to it.
  bundledFiles: [
    '#docs/api.md',
    '#docs/wallets-transfers.md',
    '#docs/webhooks.md',
    '#docs/ramp.md',
    '#docs/setting-changes.md',
    '#docs/live-custody.md',
    '#docs/local-stack.md',
    '#docs/sdk.md',
  ],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const docsRoutes = { getOpenApiDocument, getDocsPage, getDocsRenderer, getGuide } satisfies Record<string, HttpRoute>;
