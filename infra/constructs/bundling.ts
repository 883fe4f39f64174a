/**
 * The house bundling settings, decided once. `ApiFunction` hands them to the CDK's
 * `NodejsFunction`; the bench (`npm run bench`) and the bundle-size budget test build with
 * `esbuildOptions`, which spells them the way `NodejsFunction` passes them to esbuild, so a
 * size measured here is the size that deploys (`test/infra/bundle.test.ts` checks the two
 * builds are byte-identical). No aws-cdk-lib import: the bench and the tests stay light.
 */
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * esbuild emits ESM, but some dependencies are CommonJS and call `require`; ESM has none, so
 * the banner defines one. The alias avoids clashing with a bundled module's own `createRequire`.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __houseCreateRequire } from 'node:module';" + 'const require = __houseCreateRequire(import.meta.url);';

/** What every function is bundled with (the fields are `NodejsFunction` bundling options). */
export const HOUSE_BUNDLING = {
  format: 'esm',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  target: 'node24',
  minify: true,
  // Ship our own pinned SDK v3 (tree-shaken) instead of whatever the runtime carries.
  bundleAwsSDK: true,
  // Off: source maps roughly double the asset, and `--enable-source-maps` makes every
  // stack trace (and cold start) slower; errors are logged with the request id instead.
  sourceMap: false,
  // esbuild's per-bundle size report is noise in synth and test output; warnings stay.
  logLevel: 'warning',
} as const;

const HTTP_BUILTIN = path.resolve(import.meta.dirname, 'http-builtin.ts');

/**
 * Imports the bundles resolve to our own module instead of the built-in: `node:http` without the
 * getters that load undici at import (`http-builtin.ts`). Absolute paths: `NodejsFunction` runs
 * esbuild from its own working directory.
 */
export const BUILTIN_ALIASES: Readonly<Record<string, string>> = { http: HTTP_BUILTIN, 'node:http': HTTP_BUILTIN };

/** `BUILTIN_ALIASES` as `NodejsFunction`'s `esbuildArgs` (`--alias:http=…`). */
export function aliasEsbuildArgs(): { '--alias': string[] } {
  return { '--alias': Object.entries(BUILTIN_ALIASES).map(([from, to]) => `${from}=${to}`) };
}

/**
 * Constants the bundles are compiled with. The origin check behind the optional public edge
 * (shared/http/middlewares/origin-check.ts) is compiled in only for a stage deployed with the edge,
 * so a stage without it carries none of its code; `edge` is true exactly when the function is
 * deployed with the edge's digests (`EDGE_ORIGIN_DIGESTS`, set for every function by `-c edge=true`).
 * Values are JavaScript source, as esbuild's `define` and `NodejsFunction`'s take them.
 */
export function houseDefines(edge: boolean): Record<string, string> {
  return { 'process.env.EDGE_ORIGIN_CHECK': JSON.stringify(edge ? 'compiled' : 'omitted') };
}

/** The file name `NodejsFunction` gives an ESM bundle. */
export const BUNDLE_FILE = 'index.mjs';

/** The repository root: entries in the route table are relative to it, and synth runs here. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * esbuild options equal to the command `NodejsFunction` runs for `HOUSE_BUNDLING`:
 * `esbuild --bundle <entry> --target=node24 --platform=node --format=esm --outfile=<out>
 * --minify --log-level=warning --banner:js=<banner> --main-fields=module,main
 * --alias:http=<shim> --alias:node:http=<shim> --define:<houseDefines>`, with no externals
 * (`bundleAwsSDK`) and no source map. `edge`: built for a stage deployed with the public edge.
 */
export function esbuildOptions(entry: string, outfile: string, { edge = false }: { edge?: boolean } = {}): BuildOptions {
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.resolve(REPO_ROOT, entry)],
    bundle: true,
    target: HOUSE_BUNDLING.target,
    platform: 'node',
    format: HOUSE_BUNDLING.format,
    outfile,
    minify: HOUSE_BUNDLING.minify,
    sourcemap: HOUSE_BUNDLING.sourceMap,
    external: HOUSE_BUNDLING.bundleAwsSDK ? [] : ['@aws-sdk/*'],
    logLevel: HOUSE_BUNDLING.logLevel,
    banner: { js: HOUSE_BUNDLING.banner },
    mainFields: [...HOUSE_BUNDLING.mainFields],
    alias: { ...BUILTIN_ALIASES },
    define: houseDefines(edge),
  };
}
