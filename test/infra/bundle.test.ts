/**
 * The bundle the CDK app would deploy actually works: the `getTransferPolicy` asset from the
 * cloud assembly (ESM, minified, SDK bundled) is imported in a fresh Node process with the
 * function's environment and invoked against DynamoDB Local with a real key. The documentation
 * functions are invoked the same way: the generator runs bundled, and the renderer script is
 * found beside the bundle, where the bundling copied it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildHttpApiEvent } from '#infra/local/http-api-event.ts';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';
import { routes } from '#shared/routes.ts';
import { buildBundle } from '#bench/bundle/build.ts';
import { RENDERER_FILE } from '#shared/routes/docs.ts';
import { selfContainedRenderer } from '#shared/openapi/docs-page.ts';
import { functionDef } from '#shared/wiring/functions.ts';
import { ORIGIN_SECRET_HEADER } from '#shared/model/edge.ts';
import { functionAssetDir, functionOf, removeSynthOutputs, synthesize, type Synthesized } from './synth.ts';

/** The part of the harness's `stack` (test/support/global-setup.ts) this test uses. */
interface LocalStackInfo {
  dynamodbEndpoint: string;
  tableName: string;
  region: string;
  seedToken: string;
}

// Possibly undefined when run without the harness's global setup; checked in each test.
const localStack: LocalStackInfo | undefined = inject('stack');

afterAll(removeSynthOutputs);

/**
 * The app with only the functions these tests run: each is bundled as in the whole app (the
 * bundling settings are per function), without esbuild building the ninety others.
 */
const synthesizeBundled = () =>
  synthesize('dev', { functions: ['getTransferPolicy', 'getOpenApiDocument', 'getDocsRenderer'].map(functionDef) });

interface LambdaResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

interface BundledRun {
  response: LambdaResult;
  /** Whether the child loaded Node's undici, by the import or the invocation. */
  loadedUndici: boolean;
}

/** Invokes the bundled function of a route in a fresh `node` with its deployed environment, made local. */
function invokeBundled(
  stack: LocalStackInfo,
  headers: Record<string, string>,
  routeId: keyof typeof routes = 'getTransferPolicy',
  synth: Synthesized = synthesizeBundled(),
): LambdaResult {
  return runBundled(stack, headers, routeId, synth).response;
}

function runBundled(
  stack: LocalStackInfo,
  headers: Record<string, string>,
  routeId: keyof typeof routes,
  synth: Synthesized = synthesizeBundled(),
): BundledRun {
  const route = routes[routeId];
  const assetFile = path.join(functionAssetDir(synth, route.id), 'index.mjs');
  expect(existsSync(assetFile), assetFile).toBe(true);

  // The function's own environment from the template; tokens (the table name) become local.
  const fn = functionOf(synth, route.id).resource;
  const templateEnv = fn.Properties.Environment.Variables as Record<string, unknown>;
  expect(Object.keys(templateEnv)).toEqual(expect.arrayContaining(['TABLE_NAME', 'STAGE']));
  const env = {
    PATH: process.env.PATH ?? '',
    ...Object.fromEntries(Object.entries(templateEnv).filter(([, v]) => typeof v === 'string')),
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    AWS_REGION: stack.region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    LOG_LEVEL: 'silent',
  };
  const event = buildHttpApiEvent({
    method: route.method,
    path: route.path,
    routeKey: `${route.method} ${route.path}`,
    headers: { host: 'api.example.test', 'user-agent': 'bundle-test', ...headers },
  });
  const resultFile = path.join(synth.outdir, `invoke-${event.requestContext.requestId.replace(/\W/g, '')}.json`);
  const child = spawnSync(process.execPath, [path.join(REPO_ROOT, 'test/infra/invoke-asset.ts'), assetFile, resultFile, route.id], {
    cwd: REPO_ROOT,
    env,
    input: JSON.stringify(event),
    encoding: 'utf8',
    timeout: 80_000,
  });
  expect(child.status, `child failed:\n${child.stderr}\n${child.stdout}`).toBe(0);
  const written = JSON.parse(readFileSync(resultFile, 'utf8')) as { response: LambdaResult; loadedUndici: boolean | null };
  // null: this Node no longer lists its loaded built-ins, and a check of it would prove nothing.
  expect(written.loadedUndici, 'process.moduleLoadList is gone: find another way to see built-ins load').not.toBeNull();
  return { response: written.response, loadedUndici: written.loadedUndici! };
}

describe('bundled getTransferPolicy', () => {
  // Bundling dominates: do it once, up front.
  beforeAll(() => {
    synthesizeBundled();
  }, 300_000);

  // Refuse to run rather than pass vacuously: these tests need DynamoDB Local and a seeded key.
  const stack = () => {
    expect(localStack, 'no `stack` provided: run with the test harness global setup').toBeDefined();
    return localStack!;
  };

  // A fresh node process cold-imports the bundle: slow when the (shared, 2-core) machine is busy.
  it('answers with the policy in the envelope for a valid key', { timeout: 90_000 }, () => {
    const { response: result, loadedUndici } = runBundled(stack(), { authorization: `Bearer ${stack().seedToken}` }, 'getTransferPolicy');
    expect(result.statusCode, result.body).toBe(200);
    // `node:http` is aliased to infra/constructs/http-builtin.ts: an ESM import of the built-in
    // would load undici for its WebSocket getters at every cold start.
    expect(loadedUndici).toBe(false);
    const body = JSON.parse(result.body);
    expect(body).toMatchObject({ data: { policy: expect.any(Object) }, error: null, request_id: expect.any(String) });
    expect(Object.keys(body).sort()).toEqual(['data', 'error', 'request_id']);
  });

  it('answers 401 in the envelope without a key', { timeout: 90_000 }, () => {
    const result = invokeBundled(stack(), {});
    expect(result.statusCode, result.body).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ data: null, error: { code: 'unauthenticated' } });
  });
});

/** A stage deployed behind the public edge: its functions are bundled with the origin check. */
const EDGE_ORIGIN_SECRET = 'the-edge-origin-secret-of-the-bundle-test-0123456789';
const synthesizeBehindEdge = () =>
  synthesize('dev', {
    context: { edge: true, edgeOriginDomain: 'abc123.execute-api.eu-west-1.amazonaws.com', region: 'eu-west-1' },
    processEnv: { EDGE_ORIGIN_SECRET },
    functions: [functionDef('getTransferPolicy')],
  });

/** What only the origin check's code says, so its presence in a bundle can be seen. */
const ORIGIN_CHECK_TEXT = 'served through its public edge';

describe('bundled origin check behind the public edge', () => {
  beforeAll(() => {
    synthesizeBehindEdge();
  }, 300_000);

  const stack = () => {
    expect(localStack, 'no `stack` provided: run with the test harness global setup').toBeDefined();
    return localStack!;
  };

  it('is compiled only into the functions of a stage deployed with the edge', () => {
    const read = (synth: Synthesized) => readFileSync(path.join(functionAssetDir(synth, 'getTransferPolicy'), 'index.mjs'), 'utf8');
    expect(read(synthesizeBehindEdge())).toContain(ORIGIN_CHECK_TEXT);
    expect(read(synthesizeBundled())).not.toContain(ORIGIN_CHECK_TEXT);
  });

  it("refuses a request without the edge's secret, and serves one with it", { timeout: 180_000 }, () => {
    const token = { authorization: `Bearer ${stack().seedToken}` };
    const refused = invokeBundled(stack(), token, 'getTransferPolicy', synthesizeBehindEdge());
    expect(refused.statusCode, refused.body).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ data: null, error: { code: 'edge_required' } });
    const served = invokeBundled(
      stack(),
      { ...token, [ORIGIN_SECRET_HEADER]: EDGE_ORIGIN_SECRET },
      'getTransferPolicy',
      synthesizeBehindEdge(),
    );
    expect(served.statusCode, served.body).toBe(200);
  });
});

describe('house bundling settings', () => {
  // The bench and the size budget build through infra/constructs/bundling.ts; this proves
  // they measure the very bytes the CDK deploys.
  it('builds byte for byte what the CDK app bundles', async () => {
    const route = routes.getTransferPolicy;
    const deployed = readFileSync(path.join(functionAssetDir(synthesizeBundled(), route.id), 'index.mjs'));
    const outDir = mkdtempSync(path.join(tmpdir(), 'wallet-bundle-'));
    try {
      const built = await buildBundle(route.entry, outDir);
      expect(built.bytes).toBe(deployed.byteLength);
      expect(readFileSync(built.file!).equals(deployed)).toBe(true);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('bundled documentation functions', () => {
  const stack = () => {
    expect(localStack, 'no `stack` provided: run with the test harness global setup').toBeDefined();
    return localStack!;
  };

  it('getOpenApiDocument builds the document inside its bundle', () => {
    const result = invokeBundled(stack(), { 'x-forwarded-proto': 'https' }, 'getOpenApiDocument');
    expect(result.statusCode, result.body).toBe(200);
    const document = JSON.parse(result.body);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v1/api-keys');
    expect(document.servers).toEqual([{ url: 'https://api.example.test', description: 'This API' }]);
  });

  it('getDocsRenderer carries the renderer script beside its bundle and serves it, without its third-party images', () => {
    const dir = functionAssetDir(synthesizeBundled(), 'getDocsRenderer');
    const copied = path.join(dir, path.basename(RENDERER_FILE));
    expect(existsSync(copied), copied).toBe(true);
    const result = invokeBundled(stack(), {}, 'getDocsRenderer');
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe(selfContainedRenderer(readFileSync(copied, 'utf8')));
    expect(result.headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
