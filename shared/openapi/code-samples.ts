/**
 * The curl sample of each operation (`x-codeSamples`, which the reference shows beside the
 * operation): the method and path, the key, the idempotency key on an idempotent create, and the
 * first request example as the body. Path parameters and secrets are shell variables, so the
 * sample runs as is once `API`, `API_KEY` and the ids are set.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { ANY_KEY } from '#shared/model/scopes.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/http/middlewares/idempotency-key.ts';

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** `{walletId}` → `$WALLET_ID`. */
const shellVariable = (name: string) => `$${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;

/** A shell word in single quotes: the text exactly, whatever it holds. */
const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The example's body without its `idempotency_key` where the header carries the key: the two
 * given and different are refused (400 `idempotency_key_mismatch`), so the sample sends one.
 */
function withoutBodyKey(route: HttpRoute, body: unknown): unknown {
  if (!route.idempotencyKey?.honoured || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { idempotency_key: _key, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function curlSample(route: HttpRoute, body: unknown): CodeSample {
  const path = route.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => shellVariable(name));
  const lines = [`curl -sS${route.method === 'GET' ? '' : ` -X ${route.method}`} "$API${path}"`];
  if (route.scope !== null) lines.push('-H "Authorization: Bearer $API_KEY"');
  if (route.signature) lines.push(`-H "${route.signature.header}: $PARTNER_SIGNATURE"`);
  if (route.idempotencyKey?.honoured) lines.push(`-H "${IDEMPOTENCY_KEY_HEADER}: $(uuidgen)"`);
  if (route.schemas.body !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${singleQuoted(JSON.stringify(withoutBodyKey(route, body ?? {}), null, 2))}`);
  }
  const note = route.scope === ANY_KEY ? '# Any valid key.\n' : '';
  return { lang: 'Shell', label: 'curl', source: note + lines.join(' \\\n  ') };
}
