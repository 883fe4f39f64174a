/** Routes of quote requests (contract 4.11, endpoint 13). Beta: they carry the mode header. */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as quotes from '#shared/schemas/quote-requests.ts';

export const createQuoteRequest = /* @__PURE__ */ defineRoute({
  id: 'createQuoteRequest',
  method: 'POST',
  path: '/v1/quote-requests',
  entry: 'functions/quote-requests/create.ts',
  scope: 'ramp:write',
  access: 'write',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Ask every eligible provider for a quote; the request is collecting until expires_at.',
  description:
    'With an idempotency key, a replay answers with the quote request made first; a quote request is deleted a day after it expires, so a replay after that (within the key’s 25 hours) is 404 `not_found`.',
  schemas: { body: quotes.createQuoteRequestBody },
  errors: [
    'invalid_request',
    'not_found',
    'unsupported_corridor',
    'provider_network_unavailable',
    'idempotency_key_reused',
    'idempotency_key_in_progress',
  ],
});

export const getQuoteRequest = /* @__PURE__ */ defineRoute({
  id: 'getQuoteRequest',
  method: 'GET',
  path: '/v1/quote-requests/{quoteRequestId}',
  entry: 'functions/quote-requests/get.ts',
  scope: 'ramp:read',
  access: 'read',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 200,
  summary: 'Read a quote request.',
  schemas: { params: quotes.quoteRequestParams },
  errors: ['invalid_request', 'not_found'],
});

export const listQuotes = /* @__PURE__ */ defineRoute({
  id: 'listQuotes',
  method: 'GET',
  path: '/v1/quote-requests/{quoteRequestId}/quotes',
  entry: 'functions/quote-requests/list-quotes.ts',
  scope: 'ramp:read',
  access: 'read',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 200,
  summary: 'The quotes of a quote request, one per eligible provider, recommended first.',
  schemas: { params: quotes.quoteRequestParams },
  errors: ['invalid_request', 'not_found'],
});

export const executeQuote = /* @__PURE__ */ defineRoute({
  id: 'executeQuote',
  method: 'POST',
  path: '/v1/quote-requests/{quoteRequestId}/execute',
  entry: 'functions/quote-requests/execute.ts',
  scope: 'ramp:write',
  access: 'write',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Execute one quote: creates the ramp payment through the same path as a direct create.',
  schemas: { params: quotes.quoteRequestParams, body: quotes.executeQuoteBody },
  errors: [
    'invalid_request',
    'not_found',
    'quote_expired',
    'quote_already_executed',
    'idempotency_key_reused',
    'idempotency_key_in_progress',
    'provider_network_unavailable',
    // Live on a stage whose provider network is the mock (docs/ramp.md, Live payments).
    'live_ramps_unavailable',
    // Funded from a wallet (source_wallet_id): the transfer route's answers for the wallet and its funds.
    'network_not_enabled',
    'asset_not_supported',
    'transfer_policy_violation',
    'insufficient_funds',
    'conflict',
    'custody_unavailable',
  ],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const quoteRequestRoutes = {
  createQuoteRequest,
  getQuoteRequest,
  listQuotes,
  executeQuote,
} satisfies Record<string, HttpRoute>;
