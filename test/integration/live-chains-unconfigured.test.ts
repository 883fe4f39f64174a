/**
 * Live custody switched on before the operator put the live-chains secret (docs/live-custody.md,
 * Switching it on): the deposit watcher, run as its schedule runs it (its own worker with the
 * environment derived for it), waits with one clear line instead of failing every minute, and
 * never writes the secret's content: not the generated placeholder, and not a malformed value
 * whose RPC URL embeds a provider key.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kmsKeys } from '#shared/kms-keys.ts';
import { schedules } from '#shared/schedules.ts';
import { secrets } from '#shared/secrets.ts';
import { startAwsStandIns, type AwsStandIns } from '#infra/local/functions/aws-standins.ts';
import { createAwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import { localEnvironment } from '#infra/local/functions/environment.ts';
import { startFunctionHost, type FunctionHost } from '#infra/local/functions/host.ts';
import { localAws, type LocalResources } from '#infra/local/functions/local-aws.ts';
import { localOnlyVariables } from '#infra/local/local-env.ts';
import { IN_PROCESS_AWS_CALLS_DIR } from '../support/in-process-gateway.ts';

const stack = inject('stack');
const watcher = schedules.find((s) => s.id === 'live-deposit-watcher')!;
const FUNCTION_ID = `schedule-${watcher.id}`;

// What the data stack's generated placeholder looks like: 32 letters and digits.
const PLACEHOLDER = randomBytes(24)
  .toString('base64')
  .replace(/[^A-Za-z0-9]/g, 'x')
  .slice(0, 32);
const PROVIDER_KEY = `pk${randomUUID().replaceAll('-', '')}`;
const secret = {
  id: 'live-chains',
  arn: `arn:aws:secretsmanager:${stack.region}:000000000000:secret:wallet-api-local/live-chains-${randomUUID().slice(0, 6)}`,
  value: PLACEHOLDER,
};

let standIns: AwsStandIns;
let host: FunctionHost;
const output: string[] = [];
const awsCalls = createAwsCallLog();
let runs = 0;

const pass = () =>
  host.invoke({
    functionId: FUNCTION_ID,
    entry: watcher.consumer,
    event: { source: 'aws.events', 'detail-type': 'Scheduled Event' },
    context: { functionName: `local-${watcher.id}`, requestId: `watch-${++runs}`, timeoutMs: watcher.timeoutSeconds * 1000 },
  });

beforeAll(async () => {
  // A Secrets Manager of this test's own, holding the placeholder; the stack's other secrets are not needed.
  standIns = await startAwsStandIns({ secrets: [secret], kmsKeys: [], kmsMasterKey: randomBytes(32) });
  const resources: LocalResources = {
    tableName: stack.tableName,
    queues: Object.keys(stack.queueUrls)
      .filter((id) => !id.endsWith('-dlq'))
      .map((id) => ({ id, url: stack.queueUrls[id]!, dlqUrl: stack.queueUrls[`${id}-dlq`]! })),
    secrets: secrets.map((s) => (s.id === 'live-chains' ? secret : { id: s.id, arn: stack.secretArns[s.id]! })),
    kmsKeys: kmsKeys.map((k) => ({ id: k.id, arn: stack.kmsKeyArns[k.id]! })),
  };
  host = startFunctionHost({
    rootDir: process.cwd(),
    environmentOf: (functionId) =>
      localEnvironment(
        {
          resources,
          stage: 'local',
          // Live custody on for ethereum; the secret read afresh on every pass, as after a put.
          settings: { LIVE_CUSTODY_NETWORKS: 'ethereum', SECRET_CACHE_TTL_SECONDS: '0' },
          localOnly: localOnlyVariables({
            dynamodb: stack.dynamodbEndpoint,
            sqs: stack.sqsEndpoint,
            awsStandIns: standIns.url,
            region: stack.region,
          }),
        },
        functionId,
      ),
    onSdkCall: localAws(resources, awsCalls),
    output: (text) => void output.push(text),
  });
});

afterAll(async () => {
  await host?.stop();
  await standIns?.stop();
  // For the IAM conformance test, beside the test stack's own log.
  const dir = join(stack.stateDir, IN_PROCESS_AWS_CALLS_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(awsCalls.summary()));
});

describe('the live deposit watcher before the live-chains secret is put', () => {
  it('waits quietly: every pass succeeds with nothing watched, and one line says why', async () => {
    for (let i = 0; i < 3; i++) expect(await pass()).toEqual({ chains: 0 });
    const lines = output.join('').split('\n').filter(Boolean);
    const waiting = lines.filter((line) => line.includes('live-chains secret is not configured yet'));
    expect(waiting).toHaveLength(1);
    expect(JSON.parse(waiting[0]!)).toMatchObject({
      level: 'warn',
      message: 'live deposit watcher waiting: the live-chains secret is not configured yet',
    });
    expect(lines.filter((line) => /"level":"error"/.test(line))).toEqual([]);
    expect(output.join('')).not.toContain(PLACEHOLDER);
  });

  it('fails a pass on a malformed value naming the field, never quoting the value', async () => {
    secret.value = JSON.stringify({ ethereum: { rpc_url: `https://mainnet.example.com/v3/${PROVIDER_KEY}`, chain_id: 'one' } });
    const failed = await pass().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failed?.message).toMatch(/live-chains secret: ethereum\.chain_id/);
    expect(failed?.message).not.toContain(PROVIDER_KEY);
    secret.value = `{"ethereum": {"rpc_url": "https://mainnet.example.com/v3/${PROVIDER_KEY}"`;
    const unparsable = await pass().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    // Cut-off JSON is not the placeholder but is still no configuration: the watcher waits.
    expect(unparsable).toBeUndefined();
    expect(output.join('')).not.toContain(PROVIDER_KEY);
    expect(output.join('')).not.toContain(PLACEHOLDER);
  });
});
