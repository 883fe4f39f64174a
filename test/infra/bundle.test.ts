/**
 * The bundle the CDK app would deploy actually works: the `getTransferPolicy` asset from the
 * cloud assembly (ESM, minified, SDK bundled) is imported in a fresh Node process with the
 * function's environment and invoked against DynamoDB Local with a real key.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildHttpApiEvent } from '#infra/local/http-api-event.ts';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';
import { routes } from '#shared/routes.ts';
import { functionAssetDir, functionLogicalId, removeSynthOutputs, synthesize } from './synth.ts';
import { resourcesOfType } from './template-queries.ts';

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

interface LambdaResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Invokes the bundled function in a fresh `node` with its deployed environment, made local. */
function invokeBundled(stack: LocalStackInfo, headers: Record<string, string>): LambdaResult {
  const synth = synthesize('dev');
  const route = routes.getTransferPolicy;
  const assetFile = path.join(functionAssetDir(synth, route.id), 'index.mjs');
  expect(existsSync(assetFile), assetFile).toBe(true);

  // The function's own environment from the template; tokens (the table name) become local.
  const fn = resourcesOfType(synth.apiTemplate, 'AWS::Lambda::Function')[functionLogicalId(synth, route.id)]!;
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
  return JSON.parse(readFileSync(resultFile, 'utf8')) as LambdaResult;
}

describe('bundled getTransferPolicy', () => {
  // Refuse to run rather than pass vacuously: these tests need DynamoDB Local and a seeded key.
  const stack = () => {
    expect(localStack, 'no `stack` provided: run with the test harness global setup').toBeDefined();
    return localStack!;
  };

  // A fresh node process cold-imports the bundle: slow when the (shared, 2-core) machine is busy.
  it('answers with the policy in the envelope for a valid key', { timeout: 90_000 }, () => {
    const result = invokeBundled(stack(), { authorization: `Bearer ${stack().seedToken}` });
    expect(result.statusCode, result.body).toBe(200);
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
