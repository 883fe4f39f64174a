/**
 * The code samples of each operation (`x-codeSamples`, which the reference shows beside the
 * operation), with the first request example as the body:
 * - curl: the method and path, the key, the idempotency key on an idempotent create. Path
 *   parameters and secrets are shell variables, so the sample runs as is once `API`, `API_KEY`
 *   and the ids are set.
 * - the TypeScript SDK (sdk/), for every operation an API key calls (not the documentation
 *   routes nor the partner's signed callbacks, which the SDK leaves out): the method named by the
 *   operationId, the same variables read from the environment. The SDK makes the idempotency key.
 *   `test/unit/generated-clients.test.ts` compiles every one against the SDK under strict settings.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { ANY_KEY } from '#shared/model/scopes.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/http/middlewares/idempotency-key.ts';

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** `walletId` → `WALLET_ID`. */
const variableName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
/** `{walletId}` → `$WALLET_ID`. */
const shellVariable = (name: string) => `$${variableName(name)}`;

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

/** The package name integrators install (sdk/package.json). */
export const SDK_PACKAGE = '@workspace-wallet/sdk';

/** True for the operations the SDK has a method for: those an API key calls. */
export const inSdk = (route: HttpRoute) => route.scope !== null && !route.signature;

/**
 * JSON as a TypeScript expression, indented to sit at `indent`, with identifier keys unquoted. A
 * line that starts with a quoted name and a colon is a key: JSON strings hold no raw line breaks.
 */
const tsValue = (value: unknown, indent: string) =>
  JSON.stringify(value, null, 2)
    .replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:')
    .replace(/\n/g, `\n${indent}`);

export function sdkSample(route: HttpRoute, body: unknown): CodeSample {
  const params = [...route.path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!);
  const input: string[] = [];
  if (params.length > 0) input.push(`  path: { ${params.map((p) => `${p}: process.env.${variableName(p)}!`).join(', ')} },`);
  if (route.schemas.body !== undefined) input.push(`  body: ${tsValue(withoutBodyKey(route, body ?? {}), '  ')},`);
  const call = input.length > 0 ? `api.${route.id}({\n${input.join('\n')}\n})` : `api.${route.id}()`;
  const lines = [
    `import { createClient } from '${SDK_PACKAGE}';`,
    '',
    'const api = createClient({ baseUrl: process.env.API!, apiKey: process.env.API_KEY! });',
    ...(route.scope === ANY_KEY ? ['// Any valid key.'] : []),
    ...(route.idempotencyKey?.honoured ? ['// The SDK sends a fresh idempotency key (or { idempotencyKey } as the second argument).'] : []),
    `const data = await ${call};`,
    'console.log(data);',
  ];
  return { lang: 'TypeScript', label: 'SDK', source: lines.join('\n') };
}
