/** A `fetch` for generated clients (openapi-fetch) that checks every response like `api()` does. */
import { assertConforms } from './index.ts';

/** Fetches, then throws unless the response conforms to the generated OpenAPI document. */
export async function conformingFetch(request: Request): Promise<Response> {
  const { method, url } = request;
  const response = await fetch(request);
  const text = await response.clone().text();
  assertConforms({ method, path: new URL(url).pathname, status: response.status, headers: response.headers, text });
  return response;
}
