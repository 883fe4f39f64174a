/** Small readers over synthesized templates, for the infrastructure assertions. */
import type { Template } from 'aws-cdk-lib/assertions';

export interface Resource {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, unknown>;
}

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Sid?: string;
}

/** What `table.grantReadData` allows; anything else on the table is a write. */
export const READ_ACTIONS = new Set([
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:Scan',
]);

/** Resources of one type, by logical id. */
export function resourcesOfType(template: Template, type: string): Record<string, Resource> {
  const all = template.toJSON().Resources as Record<string, Resource>;
  return Object.fromEntries(Object.entries(all).filter(([, r]) => r.Type === type));
}

/** Every statement of every policy attached to the execution role of a function. */
export function roleStatements(template: Template, functionLogicalId: string): Statement[] {
  const fn = template.toJSON().Resources[functionLogicalId] as Resource;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const role = template.toJSON().Resources[roleId] as Resource;
  const inline = (role.Properties.Policies ?? []).flatMap((p: any) => p.PolicyDocument.Statement);
  const attached = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
  // A role with managed policies would escape these checks, so make it visible.
  if (role.Properties.ManagedPolicyArns) throw new Error(`Role ${roleId} has managed policies`);
  return [...inline, ...attached].map((s: any) => ({ ...s, Action: [s.Action].flat() }));
}

/** The DynamoDB actions a set of statements allows. */
export function dynamoActions(statements: Statement[]): string[] {
  return statements.filter((s) => s.Effect === 'Allow').flatMap((s) => s.Action.filter((a) => a.startsWith('dynamodb:')));
}

/** The logical id a `{ Ref }` or `{ Fn::GetAtt: [id, attr] }` points at. */
export function refTarget(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    return v.Ref ?? v['Fn::GetAtt']?.[0];
  }
  return undefined;
}
