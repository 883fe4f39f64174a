/**
 * CDK assertions on the data stack: the table's recovery, expiry and encryption, the queues'
 * retention, dead-letter queues (which only their own queue may use) and SSL-only policies, and
 * the production safeguards (by `-c production`, whatever the stage's name).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { queues } from '#shared/queues.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { THROTTLE } from '#infra/constructs/http-api.ts';
import { removeSynthOutputs, synthesize, type Synthesized } from './synth.ts';
import { allOfType, refTarget, resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);
// No bundling: nothing here reads function code.
const dev = synthesize('dev', { bundle: false });

describe('data', () => {
  it('keeps the table recoverable, expiring and encrypted; disposable outside prod', () => {
    const [table] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::DynamoDB::Table'));
    expect(table!.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: false,
    });
    expect(table!.DeletionPolicy).toBe('Delete');
    dev.dataTemplate.hasOutput('TableName', {});
  });

  it('gives the table the sparse due index of ramp payments, keys only', () => {
    const [table] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::DynamoDB::Table'));
    const due = TABLE_DESIGN.indexes.due;
    expect(table!.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: due.name,
        KeySchema: [
          { AttributeName: due.partitionKey, KeyType: 'HASH' },
          { AttributeName: due.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
  });

  it.each(queues.map((q) => [q.id, q] as const))('queue %s has a DLQ, encryption and an SSL-only policy', (_id, def) => {
    const all = resourcesOfType(dev.dataTemplate, 'AWS::SQS::Queue');
    const [queueId, queue] = Object.entries(all).find(([, q]) => String(q.Properties.QueueName).endsWith(`-${def.id}`))!;
    // Kept as long as SQS allows (the default is 4 days): work waits out an outage of its consumer.
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: def.visibilityTimeoutSeconds,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(def.maxReceiveCount);
    const dlqId = refTarget(queue.Properties.RedrivePolicy.deadLetterTargetArn)!;
    expect(all[dlqId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    // Only its own queue may dead-letter into the DLQ (named by ARN: a reference would be circular).
    const allowed = all[dlqId]!.Properties.RedriveAllowPolicy;
    expect(allowed.redrivePermission).toBe('byQueue');
    expect(JSON.stringify(allowed.sourceQueueArns)).toContain(`:wallet-api-dev-${def.id}"`);
    for (const id of [queueId, dlqId]) {
      const policy = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::SQS::QueuePolicy')).find(
        (p) => refTarget(p.Properties.Queues[0]) === id,
      );
      expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });
});

describe('prod safeguards', () => {
  const prod = synthesize('prod', { bundle: false });

  it('protects the table and keeps logs a year', () => {
    const [table] = Object.values(resourcesOfType(prod.dataTemplate, 'AWS::DynamoDB::Table'));
    expect(table!.Properties.DeletionProtectionEnabled).toBe(true);
    expect([table!.DeletionPolicy, table!.UpdateReplacePolicy]).toEqual(['Retain', 'Retain']);
    const groups = allOfType(prod.stacks, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(60);
    for (const group of groups) {
      expect(group.Properties.RetentionInDays).toBe(365);
      expect(group.DeletionPolicy).toBe('Retain');
    }
  });

  it('keeps the secrets and the KMS keys when the stack goes; other stages do not', () => {
    for (const type of ['AWS::SecretsManager::Secret', 'AWS::KMS::Key']) {
      const kept = Object.values(resourcesOfType(prod.dataTemplate, type)).map((r) => r.DeletionPolicy);
      expect(kept.length, type).toBeGreaterThan(0);
      expect(new Set(kept), type).toEqual(new Set(['Retain']));
      expect(new Set(Object.values(resourcesOfType(dev.dataTemplate, type)).map((r) => r.DeletionPolicy)), type).toEqual(
        new Set(['Delete']),
      );
    }
  });

  it('has one rotated key per shared/kms-keys.ts entry, with an alias and grants for AWS services only', () => {
    for (const [id, key] of dev.data.kmsKeys) {
      const resource = resourcesOfType(dev.dataTemplate, 'AWS::KMS::Key')[dev.data.getLogicalId(key.node.defaultChild as never)]!;
      expect(resource.Properties.EnableKeyRotation, id).toBe(true);
      expect(resource.Properties.KeyPolicy.Statement).toContainEqual(
        expect.objectContaining({ Sid: 'GrantsForAwsServicesOnly', Effect: 'Deny', Action: 'kms:CreateGrant' }),
      );
      dev.dataTemplate.hasResourceProperties('AWS::KMS::Alias', { AliasName: `alias/wallet-api-dev/${id}` });
    }
  });

  it('protects the data stack from deletion and raises the API throttle', () => {
    expect(prod.data.terminationProtection).toBe(true);
    expect(dev.data.terminationProtection).toBe(false);
    const [stage] = Object.values(resourcesOfType(prod.apiTemplate, 'AWS::ApiGatewayV2::Stage'));
    expect(stage!.Properties.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: THROTTLE.prod.burstLimit,
      ThrottlingRateLimit: THROTTLE.prod.rateLimit,
    });
  });
});

describe('production safeguards follow -c production, not the stage name', () => {
  const prodEu = synthesize('prod-eu', { bundle: false, context: { production: false } });
  const staging = synthesize('staging', { bundle: false, context: { production: true } });
  const safeguards = (synth: Synthesized) => {
    const [table] = Object.values(resourcesOfType(synth.dataTemplate, 'AWS::DynamoDB::Table'));
    const groups = allOfType(synth.stacks, 'AWS::Logs::LogGroup');
    const [stage] = Object.values(resourcesOfType(synth.apiTemplate, 'AWS::ApiGatewayV2::Stage'));
    return {
      deletionProtection: table!.Properties.DeletionProtectionEnabled,
      table: table!.DeletionPolicy,
      retention: [...new Set(groups.map((g) => g.Properties.RetentionInDays))],
      logGroups: [...new Set(groups.map((g) => g.DeletionPolicy))],
      keptSecretsAndKeys: [
        ...new Set(
          ['AWS::SecretsManager::Secret', 'AWS::KMS::Key'].flatMap((type) =>
            Object.values(resourcesOfType(synth.dataTemplate, type)).map((r) => r.DeletionPolicy),
          ),
        ),
      ],
      terminationProtection: synth.data.terminationProtection,
      burstLimit: stage!.Properties.DefaultRouteSettings.ThrottlingBurstLimit,
    };
  };
  const production = {
    deletionProtection: true,
    table: 'Retain',
    retention: [365],
    logGroups: ['Retain'],
    keptSecretsAndKeys: ['Retain'],
    terminationProtection: true,
    burstLimit: THROTTLE.prod.burstLimit,
  };

  it('a stage named prod-eu with production=false gets the settings of dev', () => {
    expect(safeguards(prodEu)).toEqual(safeguards(dev));
    expect(safeguards(dev)).toMatchObject({ deletionProtection: false, table: 'Delete', retention: [30], terminationProtection: false });
  });

  it('a stage named staging with production=true gets those of prod', () => {
    expect(safeguards(staging)).toEqual(production);
    expect(safeguards(synthesize('prod', { bundle: false }))).toEqual(production);
  });
});
