/**
 * The reader the IAM conformance test builds on (function-policies.ts), checked on the real
 * synthesized app: it finds every function of the table, resolves cross-stack and nested-stack
 * references to symbols, and `isAllowed` applies IAM's wildcard matching.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { functionList } from '#shared/wiring/functions.ts';
import { access, functionPolicies, isAllowed, wildcardMatch, type PolicyStatement } from './function-policies.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';

afterAll(removeSynthOutputs);
const dev = synthesize('dev', { bundle: false });
const policies = functionPolicies(dev.outdir);
const of = (id: string) => policies.get(id)!.statements;

describe('functionPolicies', () => {
  it('finds every function of the function table, each once', () => {
    expect([...policies.keys()].sort()).toEqual(functionList.map((f) => f.id).sort());
  });

  it('resolves the environment through the stacks to symbols, keeping the raw values', () => {
    const resend = policies.get('resendWebhookDelivery')!;
    expect(resend.resolvedEnvironment).toEqual({ TABLE_NAME: 'table', STAGE: 'dev', WEBHOOK_QUEUE_URL: 'queue:webhook-deliveries' });
    expect(JSON.stringify(resend.environment.WEBHOOK_QUEUE_URL)).toContain('Fn::GetStackOutput');
    expect(policies.get('queue-webhook-deliveries')!.resolvedEnvironment.WEBHOOK_DLQ_URL).toBe('dlq:webhook-deliveries');
    expect(policies.get('createQuoteRequest')!.resolvedEnvironment.PARTNER_API_KEY_SECRET_ARN).toBe('secret:partner-api-key');
  });

  it('names the own log group, the stream, failure queues and the wildcard', () => {
    expect(isAllowed(of('fallback'), 'logs:PutLogEvents', 'log-group')).toBe(true);
    const fanout = of('stream-outbox-fanout');
    expect(isAllowed(fanout, 'dynamodb:GetRecords', 'table/stream')).toBe(true);
    expect(isAllowed(fanout, 'dynamodb:ListStreams', '*')).toBe(true);
    expect(isAllowed(fanout, 'sqs:SendMessage', 'failures:outbox-fanout')).toBe(true);
    expect(isAllowed(fanout, 'sqs:SendMessage', 'failures:custody-jobs')).toBe(false);
  });

  it('custody keys: created, read and signed only with the stage’s tag as well as the purpose’s', () => {
    const purposeAndStage = (kind: string) => ({ [`aws:${kind}/purpose`]: 'custody-wallet', [`aws:${kind}/stage`]: 'dev' });
    const create = access(of('createWallet'), 'kms:CreateKey', '*');
    expect(create).toMatchObject({ allowed: true, conditional: true });
    expect(create.allowedBy[0]!.actions).toEqual(['kms:CreateKey', 'kms:TagResource']);
    expect(create.allowedBy[0]!.conditions!.StringEquals).toMatchObject(purposeAndStage('RequestTag'));
    const read = access(of('createWallet'), 'kms:GetPublicKey', 'custody-key:*');
    expect(read.allowedBy[0]!.conditions).toEqual({ StringEquals: purposeAndStage('ResourceTag') });
    const signers = [...policies.values()].filter((p) => isAllowed(p.statements, 'kms:Sign', 'custody-key:*'));
    expect(signers.map((p) => p.id)).toEqual(['queue-live-custody']);
    const sign = access(signers[0]!.statements, 'kms:Sign', 'custody-key:*');
    expect(sign.allowedBy[0]!.conditions!.StringEquals).toEqual({
      ...purposeAndStage('ResourceTag'),
      'kms:MessageType': 'DIGEST',
      'kms:SigningAlgorithm': 'ECDSA_SHA_256',
    });
    // The key policy the creator writes names the signer's role, whose name is fixed for that.
    expect(policies.get('createWallet')!.resolvedEnvironment.CUSTODY_SIGNER_ROLE_ARNS).toBe('role:queue-live-custody');
  });

  it('custody keys: another stage’s grants name that stage', { timeout: 120_000 }, () => {
    const other = functionPolicies(synthesize('prod-eu', { bundle: false }));
    const sign = access(other.get('queue-live-custody')!.statements, 'kms:Sign', 'custody-key:*');
    expect(sign.allowedBy[0]!.conditions!.StringEquals).toMatchObject({ 'aws:ResourceTag/stage': 'prod-eu' });
    const create = access(other.get('createWallet')!.statements, 'kms:CreateKey', '*');
    expect(create.allowedBy[0]!.conditions!.StringEquals).toMatchObject({ 'aws:RequestTag/stage': 'prod-eu' });
  });

  it('resend: sqs:SendMessage on the webhook queue, and on nothing else', () => {
    const resend = of('resendWebhookDelivery');
    expect(isAllowed(resend, 'sqs:SendMessage', 'queue:webhook-deliveries')).toBe(true);
    expect(isAllowed(resend, 'sqs:SendMessage', 'queue:custody-settlement')).toBe(false);
    expect(isAllowed(resend, 'sqs:SendMessage', 'dlq:webhook-deliveries')).toBe(false);
  });

  it('getNetworks: reads, records its key use under conditions, neither scans nor puts', () => {
    // A key-only read route (one that allows console sessions may also keep a session item, docs/console.md).
    const read = of('getNetworks');
    expect(isAllowed(read, 'dynamodb:GetItem', 'table')).toBe(true);
    expect(isAllowed(read, 'dynamodb:Scan', 'table')).toBe(false);
    expect(isAllowed(read, 'dynamodb:PutItem', 'table')).toBe(false);
    const keyUse = access(read, 'dynamodb:UpdateItem', 'table');
    expect(keyUse).toMatchObject({ allowed: true, conditional: true });
    // Its key's last use, and its request counted against the read limits: nothing else.
    expect(keyUse.allowedBy.map((s) => s.conditions)).toEqual([
      {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WS#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'last_used_at'] },
      },
      {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATELIMIT#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'count', 'expires_at_epoch'] },
      },
    ]);
  });

  it('the partner secret: readable by a partner route, not by another', () => {
    expect(isAllowed(of('createQuoteRequest'), 'secretsmanager:GetSecretValue', 'secret:partner-api-key')).toBe(true);
    expect(isAllowed(of('createQuoteRequest'), 'secretsmanager:DescribeSecret', 'secret:partner-api-key')).toBe(false);
    expect(isAllowed(of('getTransferPolicy'), 'secretsmanager:GetSecretValue', 'secret:partner-api-key')).toBe(false);
  });
});

describe('isAllowed', () => {
  const statements: PolicyStatement[] = [
    { effect: 'Allow', actions: ['dynamodb:Get*', 'sqs:SendMessage'], resources: ['table', 'table/index/*', 'queue:*'] },
    { effect: 'Allow', actions: ['s3:GetObject'], resources: ['bucket/a?c'] },
    { effect: 'Deny', actions: ['dynamodb:GetRecords'], resources: ['*'] },
  ];

  it('matches actions with wildcards, ignoring case', () => {
    expect(isAllowed(statements, 'dynamodb:GetItem', 'table')).toBe(true);
    expect(isAllowed(statements, 'DynamoDB:getitem', 'table')).toBe(true);
    expect(isAllowed(statements, 'dynamodb:PutItem', 'table')).toBe(false);
  });

  it('matches resources with * and ?, minding case', () => {
    expect(isAllowed(statements, 'dynamodb:Query', 'table')).toBe(false);
    expect(isAllowed(statements, 'dynamodb:GetItem', 'table/index/by-date')).toBe(true);
    expect(isAllowed(statements, 'sqs:SendMessage', 'queue:webhook-deliveries')).toBe(true);
    expect(isAllowed(statements, 's3:GetObject', 'bucket/abc')).toBe(true);
    expect(isAllowed(statements, 's3:GetObject', 'bucket/abbc')).toBe(false);
    expect(isAllowed(statements, 's3:GetObject', 'bucket/ABC')).toBe(false);
  });

  it('lets an explicit deny win', () => {
    expect(access(statements, 'dynamodb:GetRecords', 'table')).toMatchObject({ allowed: false, deniedBy: [statements[2]] });
  });

  it('treats regular-expression characters literally', () => {
    expect(wildcardMatch('a.b', 'axb', false)).toBe(false);
    expect(wildcardMatch('arn:aws:x:*:secret:name-??????', 'arn:aws:x:eu-west-1:secret:name-AbC123', false)).toBe(true);
  });
});
