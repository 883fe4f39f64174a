/** The `servers` entry of the served document: the origin the request reached, so "try it" calls go back there. */

/** The server a document names when it was not served through a request (files, the local stack). */
export const LOCAL_SERVER = { url: 'http://127.0.0.1:3000', description: 'The local stack (`npm start`)' };

/** The origin from the request's headers (API Gateway sets `x-forwarded-proto`); undefined without a Host. */
export function requestOrigin(headers: Record<string, string | undefined>): string | undefined {
  const host = headers.host;
  if (!host || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return undefined;
  const forwarded = headers['x-forwarded-proto']?.split(',')[0]?.trim();
  const loopback = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : loopback ? 'http' : 'https';
  return `${proto}://${host}`;
}
