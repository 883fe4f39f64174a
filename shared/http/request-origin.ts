/**
 * The origin a request was sent to (`https://<api domain>`), for links the API hands back (an
 * invitation's enrolment link): API Gateway passes the `Host` the caller used and
 * `X-Forwarded-Proto`; the local gateway sets both the same way.
 */
export function requestOrigin(headers: Record<string, string | undefined>): string {
  const proto = headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
  return `${proto}://${headers.host ?? 'localhost'}`;
}
