// @hey-api/openapi-ts builds its output with the TypeScript compiler API, which the root's
// TypeScript 7 no longer has. npm hoists it to the root (7 satisfies its peer range), so its
// `typescript` is resolved here instead, to the TypeScript 5 installed beside this package.
import { registerHooks } from 'node:module';

const here = import.meta.url;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'typescript' && context.parentURL?.includes('/@hey-api/')) return next(specifier, { ...context, parentURL: here });
    return next(specifier, context);
  },
});

const { createClient } = await import('@hey-api/openapi-ts');

/** Generates the @hey-api/openapi-ts client (types, SDK functions, fetch client) of `input` into `output`. */
export async function generateHeyApiClient(input, output) {
  await createClient({ input, output: { path: output }, logs: { level: 'silent' } });
}
