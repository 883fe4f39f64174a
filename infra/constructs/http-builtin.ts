/**
 * What a bundle gets for `node:http` (the house bundling aliases `http` and `node:http` here,
 * `bundling.ts`). An ES module import of a built-in copies every export of it, and three of
 * `node:http`'s exports (`WebSocket`, `CloseEvent`, `MessageEvent`) are getters that load
 * Node's bundled undici at every cold start, for classes no function uses (what it costs is in
 * docs/performance.md, What was optimised). The AWS SDK's HTTP handler
 * imports `node:http`; Lambda's own runtime takes it through `require`, which copies nothing.
 * `process.getBuiltinModule` returns the same module object as `require`, so these are Node's
 * own functions and classes. A name a bundled module imports that is missing here fails the
 * build ("No matching export"), never the function.
 */
const http = process.getBuiltinModule('node:http');

export default http;
export const {
  Agent,
  ClientRequest,
  IncomingMessage,
  METHODS,
  OutgoingMessage,
  STATUS_CODES,
  Server,
  ServerResponse,
  createServer,
  get,
  request,
  setMaxIdleHTTPParsers,
  validateHeaderName,
  validateHeaderValue,
} = http;
